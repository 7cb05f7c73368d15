//! The solver's shortcuts change nothing: its memo (per digit, and the quick
//! tests near changed cells) and leaving
//! out the strategies that never fire (composite dual and siamese patterns,
//! subsumed variants such as the WXYZ-Wing 3222) give the very same
//! walkthroughs as the plain loop over every strategy.

mod common;

use sudoku_explorer::solver::{left_out_for_now, Solver, Walkthrough, BRUTE_FORCE};
use sudoku_explorer::strategies;
use sudoku_explorer::Board;

/// Strategy, placements and eliminations of every step, and the end.
fn trace(w: &Walkthrough) -> (Vec<String>, String) {
    let steps = w
        .steps
        .iter()
        .map(|s| format!("{} {:?} {:?}", s.strategy, s.placements, s.eliminations))
        .collect();
    (steps, format!("{} {}", w.status, w.end.to_line()))
}

fn boards() -> Vec<(String, Board)> {
    let mut out = Vec::new();
    // Always available: the bundled example puzzles (first 40 lines).
    let bundled = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/strategy-examples.txt");
    for p in common::read_lines(std::path::Path::new(bundled))
        .into_iter()
        .take(40)
    {
        if let Ok(b) = Board::from_givens(&p.digits) {
            out.push((format!("strategy-examples.txt:{}", p.line), b));
        }
    }
    if let Some(dir) = common::shared("puzzles", "solver shortcuts on top1465") {
        for p in common::read_lines(&dir.join("magictour_top1465.txt"))
            .into_iter()
            .step_by(common::thin(7))
        {
            let b = Board::from_givens(&p.digits).expect("valid puzzle");
            out.push((format!("top1465:{}", p.line), b));
        }
    }
    out
}

/// Whether `boards()` found the shared set (beyond the 40 bundled boards).
fn with_shared(boards: &[(String, Board)]) -> bool {
    boards.len() > 40
}

#[test]
fn memo_gives_the_same_walkthroughs() {
    let with = Solver::new();
    let without = Solver::new().memo(false);
    let mut hard_steps = 0;
    let boards = boards();
    for (name, b) in &boards {
        let a = with.solve(b);
        let c = without.solve(b);
        assert_eq!(trace(&a), trace(&c), "{name}");
        hard_steps += a.steps.iter().filter(|s| s.placements.is_empty()).count();
    }
    // The comparison means something only if elimination steps were taken
    // (13 on the bundled examples alone, hundreds with the shared set).
    let least = if with_shared(&boards) { 100 } else { 10 };
    assert!(hard_steps > least, "only {hard_steps} elimination steps");
}

/// The composites and the subsumed never fire after the strategies tried
/// before them (the strategies left out for their cost, `left_out_for_now`,
/// may: they are not part of this claim).
#[test]
fn strategies_left_out_never_fire() {
    let ids: Vec<&str> = strategies::ids()
        .into_iter()
        .filter(|id| *id != BRUTE_FORCE && !left_out_for_now(id))
        .collect();
    let everything = Solver::with(&ids).expect("registered ids");
    let default = Solver::new();
    assert!(everything.strategies().len() > default.strategies().len());
    for (name, b) in boards() {
        assert_eq!(
            trace(&everything.solve(&b)),
            trace(&default.solve(&b)),
            "{name}"
        );
    }
}

/// On every position of the walkthroughs of the first `take` boards, each
/// strategy's `first` step is the first productive one its `find` lists;
/// returns on how many positions there was one.
fn first_is_first_of_find(ids: &[&str], take: usize) -> usize {
    let mut compared = 0;
    for id in ids {
        let info = strategies::by_id(id).expect("registered");
        for (name, b) in boards().into_iter().take(take) {
            let w = Solver::new().solve(&b);
            for i in 0..=w.steps.len() {
                let board = w.board_before(i);
                let by_find = (info.find)(&board).into_iter().find(|s| s.makes_progress());
                let first = info.first(&board);
                assert_eq!(
                    first.as_ref().map(|s| s.explanation()),
                    by_find.as_ref().map(|s| s.explanation()),
                    "{id} on {name} before step {i}"
                );
                compared += usize::from(first.is_some());
            }
        }
    }
    compared
}

#[test]
fn singles_stop_at_the_first_instance_find_lists() {
    // Full house, naked and hidden single override `Strategy::first` to stop
    // early; the step must be the first productive one `find` lists.
    let compared = first_is_first_of_find(&["full-house", "naked-single", "hidden-single"], 60);
    // 906 positions on the bundled examples alone, more with the shared set.
    let least = if with_shared(&boards()) { 1000 } else { 500 };
    assert!(compared > least, "only {compared} positions with a single");
}

#[test]
fn colouring_first_looks_at_colours_before_building_patterns() {
    // The colouring strategies' `first` searches only when the clusters'
    // colour sets show something to remove; it must still give the first
    // productive instance `find` lists.
    let ids = [
        "simple-colors-trap",
        "simple-colors-wrap",
        "multi-colors-1",
        "multi-colors-2",
    ];
    let compared = first_is_first_of_find(&ids, 200);
    assert!(compared > 100, "only {compared} positions with a colouring");
}
