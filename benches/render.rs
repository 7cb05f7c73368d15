//! Time to draw a 9x9 board with all its candidates as SVG:
//!
//! ```text
//! CARGO_TARGET_DIR=/work/target-render cargo bench --bench render
//! ```
//!
//! Renders the board of `numpre1` (26 givens, 55 empty cells, every
//! candidate shown) and one of its steps with highlights repeatedly, and
//! prints the mean time per picture. The target is under 1 ms.

use std::hint::black_box;
use std::time::{Duration, Instant};
use sudoku_explorer::render::{board_svg, step_svg, RenderOptions};
use sudoku_explorer::{strategies, Board};

/// The puzzle of a PowerShell Sudoku tutorial (`puzzles/numpre1.txt`).
const NUMPRE1: [&str; 9] = [
    " 65    87",
    " 2  6 4  ",
    "3  7     ",
    "  268    ",
    " 9     1 ",
    "    536  ",
    "     9  5",
    "  8 2  6 ",
    "54    97 ",
];

/// Each measurement runs at least this long.
const MIN_TIME: Duration = Duration::from_secs(1);

/// Mean time per call of `render`, over at least [`MIN_TIME`].
fn mean_time(mut render: impl FnMut() -> String) -> (Duration, usize, usize) {
    // Warm up (allocator, caches).
    let bytes = render().len();
    let start = Instant::now();
    let mut runs = 0usize;
    while start.elapsed() < MIN_TIME {
        for _ in 0..50 {
            black_box(render());
        }
        runs += 50;
    }
    (start.elapsed() / runs as u32, runs, bytes)
}

fn report(name: &str, (mean, runs, bytes): (Duration, usize, usize)) {
    let micros = mean.as_secs_f64() * 1e6;
    let verdict = if mean < Duration::from_millis(1) {
        "under 1 ms"
    } else {
        "OVER the 1 ms target"
    };
    println!("{name:<34} {micros:>8.1} us per render ({runs} runs, {bytes} bytes): {verdict}");
}

fn main() {
    let digits: Vec<u8> = NUMPRE1
        .iter()
        .flat_map(|line| format!("{line:<9}").into_bytes())
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect();
    let board = match Board::from_givens(&digits) {
        Ok(board) => board,
        Err(e) => {
            eprintln!("numpre1 does not load: {e}");
            return;
        }
    };
    let opts = RenderOptions::default();
    println!(
        "numpre1: {} empty cells, {} candidates",
        board.empty_cells().len(),
        board.candidate_count()
    );
    report(
        "board with candidates",
        mean_time(|| board_svg(black_box(&board), &opts)),
    );
    let step = strategies::by_id("hidden-single").and_then(|s| s.first(&board));
    if let Some(step) = step {
        let opts = RenderOptions::default()
            .with_legend(true)
            .with_caption(step.explanation());
        report(
            "hidden-single step, legend, caption",
            mean_time(|| step_svg(black_box(&board), &step, &opts)),
        );
    }
}
