//! Time to route link arrows, per link, as a custom step with many links
//! draws them:
//!
//! ```text
//! CARGO_TARGET_DIR=/work/target-links cargo bench --bench links
//! ```
//!
//! On the hardest puzzle's start position (every candidate shown), a custom
//! step links candidates, strong and weak in turn, of two kinds:
//! * `walk`: candidates that see each other, chosen by a seeded random
//!   walk (as a forcing net's links are: within a cell or a house);
//! * `anywhere`: any two candidates (long links, across digits, that
//!   mostly go around something).
//!
//! Each picture of 100, 1,000 and 2,000 links is drawn (the small one
//! repeatedly, for at least a second) and the time is printed per link;
//! then a step of 20,000 links, of which the renderer draws the first
//! `render::MAX_LINKS` and says so in the picture. Arguments choose: a
//! kind and link counts (`-- anywhere 1000`); `LINKS_SVG=DIR` writes each
//! picture there, to look at.

use std::hint::black_box;
use std::time::{Duration, Instant};
use sudoku_explorer::generate::Rng;
use sudoku_explorer::grid::{Board, Candidate, Cell};
use sudoku_explorer::render::{highlights_svg, RenderOptions};
use sudoku_explorer::step::Highlights;

/// The hardest puzzle (Arto Inkala's), with 60 empty cells full of
/// candidates.
const HARDEST: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

/// `count` links: for `walk`, between candidates that see each other (a
/// seeded walk, each link from the last candidate to another of its cell
/// or of one of its houses with the same digit, a fresh start where there
/// is none); otherwise between any two candidates.
fn links(board: &Board, walk: bool, count: usize, seed: u64) -> Highlights {
    let geo = board.geometry();
    let all: Vec<Candidate> = geo
        .cells()
        .flat_map(|cell| {
            board
                .candidates(cell)
                .iter()
                .map(move |d| Candidate::new(cell, d))
        })
        .collect();
    let mut rng = Rng::new(seed);
    let mut highlights = Highlights::new();
    let mut at = all[rng.below(all.len())];
    for i in 0..count {
        if !walk {
            let (from, to) = (all[rng.below(all.len())], all[rng.below(all.len())]);
            highlights.link(from, to, i % 2 == 0);
            continue;
        }
        let mut seen: Vec<Candidate> = board
            .candidates(at.cell)
            .iter()
            .filter(|&d| d != at.digit)
            .map(|d| Candidate::new(at.cell, d))
            .collect();
        for house in geo.houses_of(at.cell) {
            let cells: Vec<Cell> = geo.house(house).iter().collect();
            seen.extend(
                cells
                    .into_iter()
                    .filter(|&c| c != at.cell && board.candidates(c).contains(at.digit))
                    .map(|c| Candidate::new(c, at.digit)),
            );
        }
        if seen.is_empty() {
            at = all[rng.below(all.len())];
            continue;
        }
        let next = seen[rng.below(seen.len())];
        highlights.link(at, next, i % 2 == 0);
        at = next;
    }
    highlights
}

/// The time to draw `highlights` on `board`, over at least `min` (once at
/// least), and how many times it was drawn.
fn time(board: &Board, highlights: &Highlights, min: Duration) -> (Duration, u32, String) {
    let opts = RenderOptions::default();
    let mut svg = highlights_svg(board, highlights, &opts);
    let start = Instant::now();
    let mut runs = 0u32;
    while runs == 0 || start.elapsed() < min {
        svg = black_box(highlights_svg(black_box(board), highlights, &opts));
        runs += 1;
    }
    (start.elapsed() / runs, runs, svg)
}

fn main() {
    let board = match sudoku_explorer::formats::parse_board(HARDEST) {
        Ok(board) => board,
        Err(e) => {
            eprintln!("the hardest puzzle does not load: {e}");
            return;
        }
    };
    println!(
        "hardest puzzle: {} empty cells, {} candidates",
        board.empty_cells().len(),
        board.candidate_count()
    );
    let args: Vec<String> = std::env::args().skip(1).collect();
    let kinds: Vec<&str> = ["walk", "anywhere"]
        .into_iter()
        .filter(|k| {
            !args.iter().any(|a| a == "walk" || a == "anywhere") || args.contains(&k.to_string())
        })
        .collect();
    let mut counts: Vec<usize> = args.iter().filter_map(|a| a.parse().ok()).collect();
    if counts.is_empty() {
        counts = vec![100, 1_000, 2_000, 20_000];
    }
    for kind in kinds {
        for &count in &counts {
            let min = if count <= 100 {
                Duration::from_secs(1)
            } else {
                Duration::ZERO
            };
            let highlights = links(&board, kind == "walk", count, 51);
            let asked = highlights.len();
            let (each, runs, svg) = time(&board, &highlights, min);
            let drawn = svg.matches("<polygon opacity").count();
            if let Some(dir) = std::env::var_os("LINKS_SVG") {
                let path = std::path::Path::new(&dir).join(format!("{kind}-{count}.svg"));
                if let Err(e) = std::fs::write(&path, &svg) {
                    eprintln!("{}: {e}", path.display());
                }
            }
            let per_link = each.as_secs_f64() * 1e3 / asked as f64;
            println!(
                "{kind:>8} {asked:>6} links: {:>9.1} ms per picture, {per_link:>6.3} ms per link \
                 asked ({drawn} arrows drawn, {runs} runs)",
                each.as_secs_f64() * 1e3
            );
        }
    }
}
