//! What the strategies the default solver leaves out for now
//! (`solver::left_out_for_now`) would cost it, measured by hand.
//!
//! ```text
//! cargo bench --bench left_out -- timings    # every 10th top1465 puzzle (LEFT_OUT_THIN=N)
//! ```
//!
//! Without an argument (a plain `cargo bench`) it only prints this usage.
//! Positions: every board of the default walkthroughs of every N-th puzzle
//! of `../shared/puzzles/magictour_top1465.txt` (LEFT_OUT_SET=file for
//! another set). For each strategy, on one core:
//! * `find`: µs per position to list every instance (what `find`,
//!   `explore` and the oracle pay);
//! * `due`: the positions where the default solver's own step is rated at
//!   least as hard as the strategy, so a solver with the strategy in the
//!   default order would ask it for a step there; `first` the µs per such
//!   position for that step (none of these has a faster path than `find`),
//!   `fires` how many of those it has a step for, and `ms/puzzle` the time
//!   it would add per puzzle.
//!
//! `LEFT_OUT_IDS=a,b` measures only these strategies.

use std::time::Instant;
use sudoku_explorer::solver::{left_out_for_now, Solver};
use sudoku_explorer::strategies::{self, Caches};
use sudoku_explorer::Board;

fn main() {
    if !std::env::args().any(|a| a == "timings") {
        println!("usage: cargo bench --bench left_out -- timings   (see the file's doc)");
        return;
    }
    let thin: usize = std::env::var("LEFT_OUT_THIN")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let set = std::env::var("LEFT_OUT_SET").unwrap_or("magictour_top1465.txt".to_string());
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/puzzles")
        .join(&set);
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!("skipping: {} not found", path.display());
        return;
    };
    let only: Option<Vec<String>> = std::env::var("LEFT_OUT_IDS")
        .ok()
        .map(|s| s.split(',').map(str::to_string).collect());
    // (board, difficulty of the default solver's step there)
    let solver = Solver::new();
    let mut positions: Vec<(Board, u32)> = Vec::new();
    let mut puzzles = 0;
    for line in text.lines().step_by(thin) {
        let p = line.split_whitespace().next().unwrap_or("");
        let Ok(start) = sudoku_explorer::formats::parse_board(p) else {
            continue;
        };
        puzzles += 1;
        let w = solver.solve(&start);
        let mut b = w.start.clone();
        for s in &w.steps {
            let rated = strategies::by_id(s.strategy).map_or(u32::MAX, |i| i.difficulty);
            positions.push((b.clone(), rated));
            s.apply(&mut b).expect("walkthrough steps apply");
        }
    }
    println!(
        "{set}: every {thin}th puzzle, {puzzles} puzzles, {} positions",
        positions.len()
    );
    println!(
        "{:<34} {:>10} {:>10} {:>7} {:>6} {:>10}",
        "strategy", "find µs", "first µs", "due", "fires", "ms/puzzle"
    );
    for id in strategies::ids()
        .into_iter()
        .filter(|id| left_out_for_now(id))
    {
        if only.as_ref().is_some_and(|o| !o.iter().any(|x| x == id)) {
            continue;
        }
        let info = strategies::by_id(id).expect("registered");
        let t = Instant::now();
        for (b, _) in &positions {
            std::hint::black_box((info.effects)(b));
        }
        let find_us = t.elapsed().as_secs_f64() * 1e6 / positions.len() as f64;
        let mut caches = Caches::new();
        let (mut due, mut fires) = (0, 0);
        let t = Instant::now();
        for (b, _) in positions.iter().filter(|(_, r)| *r >= info.difficulty) {
            due += 1;
            fires += usize::from(info.first_cached(b, &mut caches).is_some());
        }
        let due_time = t.elapsed().as_secs_f64();
        if due == 0 {
            println!(
                "{id:<34} {find_us:>10.0} {:>10} {due:>7} {:>6} {:>10}",
                "-", "-", "-"
            );
            continue;
        }
        println!(
            "{id:<34} {find_us:>10.0} {:>10.0} {due:>7} {fires:>6} {:>10.2}",
            due_time * 1e6 / due as f64,
            due_time * 1e3 / puzzles as f64
        );
    }
}
