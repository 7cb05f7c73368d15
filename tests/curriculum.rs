//! One teaching order: a walkthrough in the curriculum's order never takes a
//! step while a technique the curriculum teaches earlier would also make
//! progress. Counted on SX hard and diabolical puzzles (Sudoku Exchange's
//! graded banks, `../shared/puzzles/sx_*`), for the curriculum's solver
//! (must be 0) and, for comparison, the default solver (HoDoKu's order).

mod common;

use std::collections::BTreeMap;
use sudoku_explorer::coach::{curriculum, curriculum_solver};
use sudoku_explorer::solver::Solver;
use sudoku_explorer::Board;

/// Steps taken, and steps taken while an earlier technique of the
/// curriculum had a step too (with the first such technique and the one
/// taken).
#[derive(Default)]
struct Skips {
    steps: usize,
    skipped: Vec<(String, &'static str, &'static str)>,
}

fn skips(solver: &Solver, puzzles: &[(String, Board)]) -> Skips {
    let order: Vec<&'static str> = curriculum().iter().map(|l| l.info.id).collect();
    let place = |id: &str| order.iter().position(|&o| o == id).unwrap_or(usize::MAX);
    let mut out = Skips::default();
    for (name, start) in puzzles {
        let w = solver.solve(start);
        let mut board = w.start.clone();
        for (k, step) in w.steps.iter().enumerate() {
            out.steps += 1;
            let taken = place(step.strategy);
            let earlier = solver
                .strategies()
                .iter()
                .filter(|s| place(s.id) < taken)
                .find(|s| s.first(&board).is_some());
            if let Some(s) = earlier {
                out.skipped
                    .push((format!("{name} step {}", k + 1), s.id, step.strategy));
            }
            step.apply(&mut board)
                .expect("a walkthrough's step applies");
        }
    }
    out
}

#[test]
fn the_curriculum_order_never_skips_an_earlier_technique() {
    let Some(dir) = common::shared("puzzles", "the curriculum order") else {
        return;
    };
    // Every 8th puzzle by default, every 2nd in CI's run, all 1,000 in a full one.
    let every = common::by_depth(8, 2, 1);
    let mut puzzles = Vec::new();
    for file in [
        "sx_hard_500_with_solutions.txt",
        "sx_diabolical_500_with_solutions.txt",
    ] {
        for p in common::read_lines(&dir.join(file)).iter().step_by(every) {
            puzzles.push((format!("{file}:{}", p.line), common::board(p)));
        }
    }
    let taught = skips(&curriculum_solver(), &puzzles);
    let default = skips(&Solver::new(), &puzzles);
    let mut by_pair: BTreeMap<(&str, &str), usize> = BTreeMap::new();
    for (_, earlier, taken) in &default.skipped {
        *by_pair.entry((taken, earlier)).or_default() += 1;
    }
    println!(
        "{} puzzles: the curriculum's order skips an earlier technique in {} of {} steps; \
         the default solver's in {} of {}",
        puzzles.len(),
        taught.skipped.len(),
        taught.steps,
        default.skipped.len(),
        default.steps
    );
    let mut pairs: Vec<_> = by_pair.into_iter().collect();
    pairs.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
    for ((taken, earlier), n) in pairs.iter().take(8) {
        println!("  default solver: {n} {taken} steps while a {earlier} was there");
    }
    assert!(
        taught.skipped.is_empty(),
        "{:?}",
        &taught.skipped[..taught.skipped.len().min(10)]
    );
    assert!(taught.steps > 0);
}
