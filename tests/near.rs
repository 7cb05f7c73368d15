//! The solver's quick tests (`may_fire_near` in the registry) never hide a
//! step. For every strategy that has one, along real walkthroughs: keep the
//! last board where the strategy found nothing, exactly as the solver does;
//! on every later board where the full search finds a step, the quick test,
//! asked about the cells changed since, must have said yes. Each test must
//! also say no sometimes, or it saves nothing.

mod common;

use sudoku_explorer::grid::CellSet;
use sudoku_explorer::solver::Solver;
use sudoku_explorer::strategies::{candidate_cells, changed_cells, REGISTRY};
use sudoku_explorer::Board;

fn puzzles() -> Vec<(String, Board)> {
    let mut out = Vec::new();
    let bundled = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/strategy-examples.txt");
    for p in common::read_lines(std::path::Path::new(bundled)) {
        if let Ok(b) = Board::from_givens(&p.digits) {
            out.push((format!("strategy-examples.txt:{}", p.line), b));
        }
    }
    if let Some(dir) = common::shared("puzzles", "quick tests on top1465 and sx_diabolical") {
        for (file, step) in [
            ("magictour_top1465.txt", 10),
            ("sx_diabolical_500_with_solutions.txt", 10),
        ] {
            for p in common::read_lines(&dir.join(file))
                .into_iter()
                .step_by(step)
            {
                out.push((format!("{file}:{}", p.line), common::board(&p)));
            }
        }
    }
    out
}

#[test]
fn quick_tests_never_hide_a_step() {
    let near: Vec<_> = REGISTRY
        .iter()
        .filter_map(|s| s.may_fire_near.map(|f| (s, f)))
        .collect();
    assert!(!near.is_empty(), "no strategy has a quick test");
    let solver = Solver::new();
    // Per strategy: (boards asked, answered no, steps found after a baseline).
    let mut tally = vec![(0usize, 0usize, 0usize); near.len()];
    for (name, start) in puzzles() {
        let w = solver.solve(&start);
        let mut base: Vec<Option<[CellSet; 10]>> = vec![None; near.len()];
        for i in 0..=w.steps.len() {
            let board = w.board_before(i);
            let now = candidate_cells(&board);
            for (k, (info, test)) in near.iter().enumerate() {
                let step = (info.first)(&board);
                if let Some(then) = &base[k] {
                    let changed = changed_cells(then, &now);
                    let said = test(&board, changed);
                    tally[k].0 += 1;
                    tally[k].1 += usize::from(!said);
                    if let Some(s) = &step {
                        tally[k].2 += 1;
                        assert!(
                            said,
                            "{name}, before step {}: {} finds {} but its quick test said no \
                             (changed cells {changed:?})\n{}",
                            i + 1,
                            info.id,
                            s.explanation,
                            board.to_line()
                        );
                    }
                }
                if step.is_none() {
                    base[k] = Some(now);
                }
            }
        }
    }
    for ((info, _), (asked, no, steps)) in near.iter().zip(&tally) {
        println!(
            "{:<16} asked {asked:>6}, said no {no:>6}, steps checked {steps:>5}",
            info.id
        );
        assert!(*no > 0, "{}: the quick test never said no", info.id);
    }
}
