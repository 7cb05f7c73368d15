//! The solver's quick tests (`may_fire_near` in the registry) never hide a
//! step. For every strategy that has one, along real walkthroughs: keep the
//! last board where the strategy found nothing, exactly as the solver does;
//! on every later board where the full search finds a step, the quick test,
//! asked about the cells changed since, must have said yes. Each test must
//! also say no sometimes, or it saves nothing. The per-digit quick tests
//! (`may_fire_on_digit_near`) are checked the same way, digit by digit.

mod common;

use sudoku_explorer::grid::CellSet;
use sudoku_explorer::solver::Solver;
use sudoku_explorer::step::Step;
use sudoku_explorer::strategies::{candidate_cells, changed_cells, Caches, REGISTRY};
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
                .step_by(common::thin(step))
            {
                out.push((format!("{file}:{}", p.line), common::board(&p)));
            }
        }
    }
    out
}

/// Per strategy: boards asked, answered no, steps found after a baseline.
#[derive(Clone, Copy, Default)]
struct Tally {
    asked: usize,
    no: usize,
    steps: usize,
}

impl Tally {
    /// Counts one answer; a step found where the test said no fails, with
    /// `context` (where, which strategy and step) in the message.
    fn count(&mut self, said: bool, step: Option<&Step>, context: impl FnOnce() -> String) {
        self.asked += 1;
        self.no += usize::from(!said);
        if let Some(s) = step {
            self.steps += 1;
            assert!(
                said,
                "{} finds {} but its quick test said no",
                context(),
                s.explanation()
            );
        }
    }

    /// Prints the tallies; each test must have said no, and (`need_steps`)
    /// been checked against a step.
    fn report(tallies: &[(&str, Tally)], need_steps: bool) {
        for (id, t) in tallies {
            println!(
                "{id:<26} asked {:>6}, said no {:>6}, steps checked {:>5}",
                t.asked, t.no, t.steps
            );
            assert!(t.no > 0, "{id}: the quick test never said no");
            assert!(!need_steps || t.steps > 0, "{id}: no step was checked");
        }
    }
}

#[test]
fn quick_tests_never_hide_a_step() {
    let near: Vec<_> = REGISTRY
        .iter()
        .filter_map(|s| s.accel.near.map(|f| (s, f)))
        .collect();
    assert!(!near.is_empty(), "no strategy has a quick test");
    let solver = Solver::new();
    let mut tally = vec![Tally::default(); near.len()];
    for (name, start) in puzzles() {
        let w = solver.solve(&start);
        let mut base: Vec<Option<[CellSet; 10]>> = vec![None; near.len()];
        // One walkthrough's caches, as the solver keeps them.
        let mut caches = Caches::new();
        for i in 0..=w.steps.len() {
            let board = w.board_before(i);
            let now = candidate_cells(&board);
            for (k, (info, test)) in near.iter().enumerate() {
                let step = info.first_cached(&board, &mut caches);
                if let Some(then) = &base[k] {
                    let changed = changed_cells(then, &now);
                    let said = test(&board, changed, &mut caches);
                    tally[k].count(said, step.as_ref(), || {
                        format!(
                            "{name}, before step {} ({}; changed cells {changed:?}): {}",
                            i + 1,
                            board.to_line(),
                            info.id
                        )
                    });
                }
                if step.is_none() {
                    base[k] = Some(now);
                }
            }
        }
    }
    let ids: Vec<_> = near.iter().map(|(info, _)| info.id).zip(tally).collect();
    Tally::report(&ids, false);
}

#[test]
fn digit_quick_tests_never_hide_a_step() {
    // The same for the per-digit quick tests (`may_fire_on_digit_near`):
    // per strategy and digit, the last board where the strategy found
    // nothing on that digit, as the solver keeps it.
    let near: Vec<_> = REGISTRY
        .iter()
        .filter_map(|s| Some((s, s.accel.first_on_digit?, s.accel.digit_near?)))
        .collect();
    assert!(!near.is_empty(), "no strategy has a per-digit quick test");
    let solver = Solver::new();
    let mut tally = vec![Tally::default(); near.len()];
    for (name, start) in puzzles() {
        let w = solver.solve(&start);
        let mut base: Vec<[Option<CellSet>; 10]> = vec![[None; 10]; near.len()];
        for i in 0..=w.steps.len() {
            let board = w.board_before(i);
            for (k, (info, on_digit, test)) in near.iter().enumerate() {
                for d in 1..=board.size() as u8 {
                    let now = board.digit_cells(d);
                    let step = on_digit(&board, d);
                    if let Some(then) = base[k][d as usize].filter(|&t| t != now) {
                        tally[k].count(test(&board, d, then ^ now), step.as_ref(), || {
                            format!(
                                "{name}, before step {} ({}): {} on digit {d}",
                                i + 1,
                                board.to_line(),
                                info.id
                            )
                        });
                    }
                    if step.is_none() {
                        base[k][d as usize] = Some(now);
                    }
                }
            }
        }
    }
    let ids: Vec<_> = near.iter().map(|(info, _, _)| info.id).zip(tally).collect();
    Tally::report(&ids, true);
}
