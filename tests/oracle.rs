//! The correctness oracle (see DESIGN.md): for puzzles with one solution, no
//! strategy may remove the solution's digit from a cell or place a wrong one.
//!
//! Every registered strategy is run on every position reached while solving
//! real puzzle sets: the start, each position after a logical step, and, when
//! the logical solver is stuck, the positions after placing one more digit of
//! the solution (the cell with the fewest candidates), so that hard puzzles
//! are checked deep into the solve too. Every instance a finder reports is
//! checked, not only the one the solver would take.

mod common;

use std::collections::BTreeMap;
use sudoku_explorer::brute;
use sudoku_explorer::solver::Solver;
use sudoku_explorer::strategies::REGISTRY;
use sudoku_explorer::{Board, Candidate};

/// Sets and how many of their puzzles to use (every `stride`-th one).
const SETS: &[(&str, usize)] = &[
    ("sx_easy_500_with_solutions.txt", 1),
    ("sx_medium_500_with_solutions.txt", 1),
    ("sx_hard_500_with_solutions.txt", 1),
    ("sx_diabolical_500_with_solutions.txt", 1),
    ("magictour_top1465.txt", 1),
    ("norvig_top95.txt", 1),
    ("norvig_hardest11.txt", 1),
    ("norvig_easy50.txt", 1),
    ("se_rated_sample_le200_per_level.txt", 10),
    ("sudoku17_49158.txt", 50),
    ("mini4x4_amayaos_20.txt", 1),
    ("mini6x6_sukaku6x6explainer_3.txt", 1),
];

#[derive(Default)]
struct Tally {
    positions: usize,
    steps: BTreeMap<&'static str, usize>,
    effects: usize,
    unsound: Vec<String>,
}

fn check_position(board: &Board, solution: &[u8], tally: &mut Tally) {
    tally.positions += 1;
    let geo = board.geometry();
    let index: Vec<usize> = geo.cells().map(|c| c.index()).collect();
    let sol_at = |c: Candidate| {
        let k = index.iter().position(|&i| i == c.cell.index()).unwrap();
        solution[k]
    };
    for info in REGISTRY {
        for step in (info.find)(board) {
            *tally.steps.entry(info.id).or_default() += 1;
            for &p in &step.placements {
                tally.effects += 1;
                if sol_at(p) != p.digit {
                    tally.unsound.push(format!(
                        "{}: wrong placement {p:#} on {}: {}",
                        info.id,
                        board.to_line(),
                        step.explanation
                    ));
                }
            }
            for &e in &step.eliminations {
                tally.effects += 1;
                if sol_at(e) == e.digit {
                    tally.unsound.push(format!(
                        "{}: removes the solution {e} on {}: {}",
                        info.id,
                        board.to_line(),
                        step.explanation
                    ));
                }
            }
        }
    }
}

fn walk(start: &Board, solution: &[u8], solver: &Solver, tally: &mut Tally) {
    let mut board = start.clone();
    let cells: Vec<_> = board.geometry().cells().collect();
    loop {
        check_position(&board, solution, tally);
        if board.empty_cells().is_empty() {
            return;
        }
        match solver.next_step(&board) {
            Some(step) => step.apply(&mut board).expect("a sound step applies"),
            None => {
                // Stuck: place the solution digit of the cell with fewest candidates.
                let (k, &cell) = cells
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| board.value(**c).is_none())
                    .min_by_key(|(_, c)| board.candidates(**c).len())
                    .unwrap();
                board
                    .place(cell, solution[k])
                    .expect("the solution digit is a candidate");
            }
        }
    }
}

#[test]
fn no_strategy_is_ever_unsound() {
    let Some(dir) = common::shared("puzzles", "oracle") else {
        return;
    };
    let solver = Solver::new();
    let mut tally = Tally::default();
    let mut puzzles = 0;
    for (file, stride) in SETS {
        let path = dir.join(file);
        if !path.exists() {
            println!("skipping {file}: not found");
            continue;
        }
        for p in common::read_lines(&path).iter().step_by(*stride) {
            let board = common::board(p);
            let solution: Vec<u8> = match &p.second {
                Some(s) if s.len() == p.digits.len() => s.bytes().map(|b| b - b'0').collect(),
                // Only puzzles with exactly one solution can be judged.
                _ => match brute::analyse(&board) {
                    brute::Solutions::Unique(s) => s,
                    _ => continue,
                },
            };
            walk(&board, &solution, &solver, &mut tally);
            puzzles += 1;
        }
    }
    println!(
        "oracle: {puzzles} puzzles, {} positions, {} reported steps, {} placements/eliminations checked, {} unsound",
        tally.positions,
        tally.steps.values().sum::<usize>(),
        tally.effects,
        tally.unsound.len()
    );
    for (id, n) in &tally.steps {
        println!("  {id:<30} {n:>9} steps checked");
    }
    for u in tally.unsound.iter().take(20) {
        println!("UNSOUND {u}");
    }
    assert!(
        tally.unsound.is_empty(),
        "{} unsound steps",
        tally.unsound.len()
    );
    assert!(tally.effects > 0);
}
