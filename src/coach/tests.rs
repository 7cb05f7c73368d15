//! Hints tell no more than their level: checked on every step of the
//! walkthroughs of the bundled example puzzles (puzzles/*-examples.txt:
//! every family from singles to forcing chains) and of norvig's top95
//! (`../shared`), in both languages.

use super::hint::{hint, hint_from, Level};
use crate::grid::{Board, DigitSet};
use crate::lang::{Coaching, Lang, Problem};
use crate::solver::Solver;
use crate::step::{Highlight, Role};
use crate::test_util::board;

/// Does `text` write a cell (`r4c5`)?
fn names_a_cell(text: &str) -> bool {
    let b = text.as_bytes();
    b.windows(4)
        .any(|w| w[0] == b'r' && w[1].is_ascii_digit() && w[2] == b'c' && w[3].is_ascii_digit())
}

/// The positions before each step of the walkthroughs of a file's
/// puzzles (its 81-character lines).
fn positions(text: &str) -> Vec<Board> {
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Some(p) = line.split_whitespace().next() else {
            continue;
        };
        let Ok(start) = crate::formats::parse_board(p) else {
            continue;
        };
        let w = Solver::new().solve(&start);
        out.extend((0..w.steps.len()).map(|i| w.board_before(i)));
    }
    out
}

/// Every level of the hint on `b` tells what it should and nothing more.
fn check_levels(b: &Board) {
    let Some(step) = Solver::new().next_step(b) else {
        return;
    };
    let name_en = step.name_in(Lang::En);
    for level in Level::ALL {
        let h = hint_from(b, step.clone(), level);
        assert_eq!(h.strategy, step.strategy);
        for lang in Lang::ALL {
            let text = h.text(lang);
            assert!(!text.is_empty(), "{level:?} {lang}");
            if level <= Level::Where {
                assert!(
                    !names_a_cell(&text),
                    "{level:?} {lang} names a cell: {text}"
                );
            }
            if level == Level::What {
                // No digit but those of the technique's name.
                let name = step.name_in(lang);
                let rest = text.replace(name, "");
                assert!(!rest.chars().any(|c| c.is_ascii_digit()), "{lang}: {text}");
            }
        }
        let removes = |h: &Highlight| {
            matches!(
                h,
                Highlight::Candidate {
                    role: Role::Elimination | Role::Placement,
                    ..
                }
            )
        };
        match level {
            Level::What => {
                assert!(h.digits.is_empty() && h.houses.is_empty() && h.cells.is_empty());
                assert!(h.highlights.is_empty() && h.step.is_none());
            }
            Level::Where if step.family() == Some(crate::strategies::decl::Family::Singles) => {
                // A single's digit and house would be its answer: one of them.
                assert!(
                    h.digits.is_empty() != h.houses.is_empty(),
                    "{name_en}: {:?} {:?}",
                    h.digits,
                    h.houses
                );
                assert!(h.cells.is_empty() && h.step.is_none());
            }
            Level::Where => {
                assert!(!h.digits.is_empty(), "{name_en}: no digit at level 2");
                assert!(!h.houses.is_empty(), "{name_en}: no house at level 2");
                assert!(h.cells.is_empty() && h.step.is_none());
                let json = h.to_json(Lang::En, crate::lang::Notation::RowCol);
                assert!(json.get("cells").is_none() && json.get("step").is_none());
            }
            Level::Pattern => {
                assert!(!h.cells.is_empty(), "{name_en}: no cell at level 3");
                assert!(
                    !h.highlights.iter().any(removes),
                    "{name_en}: drawn removals"
                );
                // No legend names the digit removed ("Z = 9").
                assert!(
                    !h.highlights
                        .names()
                        .any(|l| matches!(l, crate::lang::Label::Z(ds, _) if !ds.is_empty())),
                    "{name_en}: Z named"
                );
                let json = h.to_json(Lang::En, crate::lang::Notation::RowCol);
                assert!(json.get("step").is_none());
            }
            Level::Step => {
                assert_eq!(h.text(Lang::En), step.explain(Lang::En));
                assert!(h.step.is_some());
            }
        }
    }
}

#[test]
fn each_level_tells_no_more_than_it_should() {
    let mut n = 0;
    for file in [
        include_str!("../../puzzles/strategy-examples.txt"),
        include_str!("../../puzzles/fish-examples.txt"),
        include_str!("../../puzzles/chain-examples.txt"),
        include_str!("../../puzzles/als-examples.txt"),
    ] {
        for b in positions(file).iter().step_by(3) {
            check_levels(b);
            n += 1;
        }
    }
    assert!(n > 200, "only {n} positions");
    match crate::test_util::shared("puzzles/norvig_top95.txt") {
        Some(text) => {
            for b in positions(&text).iter().step_by(17) {
                check_levels(b);
            }
        }
        None => eprintln!("skipped: ../shared/puzzles/norvig_top95.txt is absent"),
    }
}

#[test]
fn the_levels_of_an_x_wing_hint() {
    // The first position of the walkthroughs of puzzles/generated-seed6.txt
    // where the default solver's next step is an X-Wing.
    let (b, step) = include_str!("../../puzzles/generated-seed6.txt")
        .lines()
        .filter_map(|l| crate::formats::parse_board(l.split_whitespace().next()?).ok())
        .find_map(|start| {
            let w = Solver::new().solve(&start);
            let i = w.steps.iter().position(|s| s.strategy == "x-wing")?;
            Some((w.board_before(i), w.steps[i].clone()))
        })
        .expect("an X-Wing in the generated puzzles");
    assert_eq!(
        Solver::new().next_step(&b).map(|s| s.strategy),
        Some("x-wing")
    );
    let what = hint(&b, Level::What).unwrap();
    assert_eq!(
        what.text(Lang::En),
        "Try this technique next: X-Wing (tough tier)."
    );
    assert_eq!(what.text(Lang::Ja), "次に使う解法：X-Wing（中級）。");
    let pattern = step
        .pattern::<crate::strategies::fish::Fish>()
        .expect("a fish");
    let wh = hint(&b, Level::Where).unwrap();
    assert_eq!(wh.digits, DigitSet::single(pattern.digit));
    // The base and cover houses, and nothing else.
    let mut houses = pattern.base_houses.clone();
    houses.extend(pattern.cover_houses.iter().copied());
    assert_eq!(wh.houses, houses);
    let three = hint(&b, Level::Pattern).unwrap();
    assert_eq!(three.cells.len(), 4, "{:?}", three.cells);
    assert!(three.cells.iter().all(|(_, ds)| *ds == wh.digits));
}

#[test]
fn a_wing_hint_names_every_digit_of_its_cells() {
    // Every XY-Wing step of the generated puzzles' walkthroughs
    // (puzzles/generated-seed6.txt): the level-2 digits are the three
    // digits of its cells, Z (the one it removes, drawn as a fin) included.
    let mut seen = 0;
    for start in include_str!("../../puzzles/generated-seed6.txt")
        .lines()
        .filter_map(|l| crate::formats::parse_board(l.split_whitespace().next()?).ok())
    {
        let w = Solver::new().solve(&start);
        for (i, step) in w.steps.iter().enumerate() {
            if step.strategy != "xy-wing" {
                continue;
            }
            let b = w.board_before(i);
            let wing = step
                .pattern::<crate::strategies::wings::Wing>()
                .expect("a wing");
            let mut digits = wing.hinge_digits;
            for &ds in &wing.wing_digits {
                digits |= ds;
            }
            assert_eq!(digits.len(), 3);
            assert_eq!(
                hint(&b, Level::Where).unwrap().digits,
                digits,
                "{}",
                b.to_line()
            );
            seen += 1;
        }
    }
    assert!(seen > 0, "no XY-Wing in the generated puzzles");
}

#[test]
fn positions_without_one_solution_get_their_problem() {
    let empty = Board::empty(9).unwrap();
    assert_eq!(
        hint(&empty, Level::What).unwrap_err(),
        Problem::MoreThanOneSolution { found: 2 }
    );
    // Two 1s can be written, not solved: r1c1 and r1c2 hold 1 (the
    // givens do not clash in a house read by `board`, so clear a cell's
    // candidates instead).
    let mut b =
        board("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    let solution = crate::brute::solve(&b).expect("a solution");
    let cell = crate::grid::Cell::new(0, 1);
    b.eliminate(crate::grid::Candidate::new(cell, solution[1]));
    // The learner's mistake is named before any hint.
    let named = hint(&b, Level::What).unwrap_err();
    assert!(
        matches!(
            &named,
            Problem::Mistake(Coaching::DeletedNeeded { cell: c, digit: d, .. })
                if *c == cell && *d == solution[1]
        ),
        "{named:?}"
    );
    let solved = Board::from_givens(&solution).unwrap();
    assert_eq!(
        hint(&solved, Level::Step).unwrap_err(),
        Problem::NothingToHint
    );
}

/// The first puzzle of puzzles/strategy-examples.txt and its solution.
fn first_example() -> (Board, Vec<u8>) {
    let line = include_str!("../../puzzles/strategy-examples.txt")
        .lines()
        .find(|l| !l.starts_with('#'))
        .and_then(|l| l.split_whitespace().next())
        .expect("an example");
    let puzzle = board(line);
    let solution = crate::brute::solve(&puzzle).expect("a solution");
    (puzzle, solution)
}

#[test]
fn check_names_each_kind_of_mistake_and_nothing_else() {
    use crate::coach::check;
    use crate::grid::Candidate;
    let (start, solution) = first_example();
    let answer = |c: crate::grid::Cell| solution[c.row() * 9 + c.col()];
    // Ten steps in: every mark and digit right.
    let w = Solver::new().solve(&start);
    let mut b = w.board_before(10);
    let clean = check(&b).unwrap();
    assert!(clean.is_clean() && clean.mistakes().is_empty(), "{clean:?}");
    // A wrong digit in the first open cell with two candidates or more;
    // the solution's candidate deleted from another open cell, and every
    // candidate from a third, neither seeing the first.
    let open: Vec<_> = b
        .empty_cells()
        .iter()
        .filter(|&c| b.candidates(c).len() >= 2)
        .collect();
    let wrong = open[0];
    let far: Vec<_> = open
        .iter()
        .copied()
        .filter(|&c| c != wrong && !b.geometry().sees(c, wrong))
        .take(2)
        .collect();
    let [deleted, emptied] = far[..] else {
        panic!("two open cells away from {wrong}");
    };
    let bad_digit = (b.candidates(wrong) - DigitSet::single(answer(wrong)))
        .iter()
        .next()
        .expect("another candidate");
    b.place(wrong, bad_digit)
        .expect("a candidate can be placed");
    b.eliminate(Candidate::new(deleted, answer(deleted)));
    for d in b.candidates(emptied).iter() {
        b.eliminate(Candidate::new(emptied, d));
    }
    // Exactly those three: what the wrong digit clears around it is not
    // named again.
    let found = check(&b).unwrap();
    assert_eq!(found.wrong_digits, vec![Candidate::new(wrong, bad_digit)]);
    assert_eq!(
        found.deleted_solution,
        vec![Candidate::new(deleted, answer(deleted))]
    );
    assert_eq!(found.empty_cells, vec![emptied]);
    assert_eq!(found.mistakes().len(), 3);
    assert!(!found.is_clean());
}

#[test]
fn check_against_the_original_tells_givens_from_the_learners_digits() {
    use crate::coach::check::{check, check_against};
    use crate::grid::Candidate;
    let (puzzle, solution) = first_example();
    // Ten steps in, typed in as digits only: every digit reads as a given.
    let mut b = Solver::new().solve(&puzzle).board_before(10);
    let wrong = b
        .empty_cells()
        .iter()
        .find(|&c| b.candidates(c).len() >= 2)
        .expect("an open cell with a choice");
    let answer = solution[wrong.row() * 9 + wrong.col()];
    let bad = (b.candidates(wrong) - DigitSet::single(answer))
        .first()
        .expect("another candidate");
    b.place(wrong, bad).expect("a candidate can be placed");
    let typed = Board::from_givens(&b.values()).expect("no clash");
    // Alone, the typed grid's "givens" include the wrong digit: no solution,
    // and one once that digit is not read as a given, which is named (with
    // any other digit whose absence also leaves one solution that the rest
    // of the grid fits as well: here the original's given r6c2=1).
    match check(&typed).unwrap_err() {
        Problem::NoSolutionAsRead { digits } => {
            assert!(digits.contains(&Candidate::new(wrong, bad)), "{digits:?}");
            assert!(digits.len() <= 2, "{digits:?}");
        }
        other => panic!("{other:?}"),
    }
    // Against the original: the learner's digit is named.
    let found = check_against(&typed, &puzzle).unwrap();
    assert_eq!(found.wrong_digits, vec![Candidate::new(wrong, bad)]);
    assert!(found.deleted_solution.is_empty() && found.empty_cells.is_empty());
    // The original's given missing from the position, or changed.
    let given = puzzle.givens().iter().next().expect("a given");
    let digit = puzzle.value(given).unwrap();
    let mut values = puzzle.values();
    values[given.index()] = 0;
    let missing = Board::from_givens(&values).unwrap();
    assert_eq!(
        check_against(&missing, &puzzle).unwrap_err(),
        Problem::GivenChanged {
            cell: given,
            given: digit,
            found: None
        }
    );
    let mini = Board::empty(4).unwrap();
    assert_eq!(
        check_against(&mini, &puzzle).unwrap_err(),
        Problem::PuzzleSize {
            puzzle: 9,
            position: 4
        }
    );
}

/// The first position of the walkthroughs of puzzles/generated-seed6.txt
/// where the default solver's next step is strategy `id`.
fn position_before(id: &str) -> Board {
    include_str!("../../puzzles/generated-seed6.txt")
        .lines()
        .filter_map(|l| crate::formats::parse_board(l.split_whitespace().next()?).ok())
        .find_map(|start| {
            let w = Solver::new().solve(&start);
            let i = w.steps.iter().position(|s| s.strategy == id)?;
            Some(w.board_before(i))
        })
        .unwrap_or_else(|| panic!("a {id} in the generated puzzles"))
}

#[test]
fn every_right_answer_is_right_and_wrong_ones_say_why() {
    use crate::coach::why::shown_by;
    use crate::coach::{alternatives, grade, Answer, Claim, Grade};
    use crate::grid::Candidate;
    use crate::lang::MoveIs;
    for id in ["x-wing", "naked-pair", "xy-wing", "hidden-single"] {
        let b = position_before(id);
        let info = crate::strategies::by_id(id).unwrap();
        let steps: Vec<_> = (info.find)(&b)
            .into_iter()
            .filter(|s| s.makes_progress())
            .collect();
        assert!(!steps.is_empty(), "{id}");
        // Every instance is a right answer, whichever the finder lists first.
        for s in &steps {
            let answer = Answer {
                eliminations: s.eliminations.clone(),
                placements: s.placements.clone(),
            };
            let g = grade(&b, id, &answer).unwrap();
            assert!(g.is_right(), "{id}: {g:?} for {}", s.effects());
        }
        // Part of one: the rest is missing.
        if let Some(s) = steps.iter().find(|s| s.eliminations.len() >= 2) {
            let answer = Answer {
                eliminations: s.eliminations[1..].to_vec(),
                ..Answer::default()
            };
            match grade(&b, id, &answer).unwrap() {
                Grade::Partly { missing } => assert!(missing.contains(&s.eliminations[0])),
                g => panic!("{id}: {g:?}"),
            }
        }
        // Wrong: a solution digit, a digit the cell does not hold, and a
        // candidate no instance touches.
        let solution = crate::brute::solve(&b).unwrap();
        let touched = |c: &Candidate| {
            steps
                .iter()
                .any(|s| s.eliminations.contains(c) || s.placements.contains(c))
        };
        let open = b.empty_cells();
        let needed = open
            .iter()
            .map(|c| Candidate::new(c, solution[c.row() * 9 + c.col()]))
            .find(|c| !touched(c))
            .unwrap();
        let absent = open
            .iter()
            .find_map(|c| {
                let d = (1..=9).find(|&d| !b.has_candidate(c, d))?;
                Some(Candidate::new(c, d))
            })
            .unwrap();
        let other = open
            .iter()
            .find_map(|c| {
                let answer = solution[c.row() * 9 + c.col()];
                b.candidates(c)
                    .iter()
                    .map(|d| Candidate::new(c, d))
                    .find(|x| x.digit != answer && !touched(x))
            })
            .unwrap();
        let answer = Answer {
            eliminations: vec![needed, absent, other],
            ..Answer::default()
        };
        let Grade::Moves { moves } = grade(&b, id, &answer).unwrap() else {
            panic!("{id}: not said move by move");
        };
        let is = |c: Candidate| &moves.iter().find(|(m, _)| m.candidate == c).unwrap().1;
        assert_eq!(is(absent), &MoveIs::NotACandidate, "{id}");
        // The cell's own digit removed: refuted by logic (or not shown yet),
        // never right.
        assert!(
            matches!(is(needed), MoveIs::Refuted(_) | MoveIs::NotYet),
            "{id}: {:?}",
            is(needed)
        );
        // A true removal: right by the first technique in the curriculum
        // that does it, or not shown yet.
        let claim = Claim {
            candidate: other,
            placing: false,
        };
        match shown_by(&alternatives(&b), &claim) {
            Some(a) => assert_eq!(
                is(other),
                &MoveIs::ShownBy {
                    id: a.info.id,
                    asked: Some(info.id)
                },
                "{id}"
            ),
            None => assert_eq!(is(other), &MoveIs::NotYet, "{id}"),
        }
    }
}

#[test]
fn a_placement_needs_no_removals_from_its_own_cell() {
    use crate::coach::{grade, Answer, Grade};
    // Notebook 08's BUG+1: generated puzzle 118 before step 37.
    let puzzle = &crate::generate::puzzles(118, 1)[0];
    let w = Solver::new().solve(puzzle);
    let step = &w.steps[36];
    assert_eq!(step.strategy, "bug-plus-1");
    let b = w.board_before(36);
    let placed = Answer {
        placements: step.placements.clone(),
        ..Answer::default()
    };
    assert_eq!(
        grade(&b, "bug-plus-1", &placed),
        Ok(Grade::Right { others: 0 })
    );
    // The whole step, removals included, is right too.
    let whole = Answer {
        eliminations: step.eliminations.clone(),
        placements: step.placements.clone(),
    };
    assert!(!whole.eliminations.is_empty());
    assert_eq!(
        grade(&b, "bug-plus-1", &whole),
        Ok(Grade::Right { others: 0 })
    );
}

#[test]
fn grades_are_said_in_both_languages() {
    use crate::coach::{grade, Answer, Grade};
    let b = position_before("x-wing");
    // The solver needs an X-Wing next, so no single is left to place.
    assert_eq!(
        grade(&b, "hidden-single", &Answer::default()),
        Ok(Grade::NothingHere)
    );
    let said = Grade::NothingHere.said("hidden-single");
    assert_eq!(
        Lang::En.catalogue().coaching(&said[0]),
        "Hidden Single removes and places nothing here."
    );
    let right = Grade::Right { others: 1 }.said("x-wing");
    assert_eq!(
        Lang::En.catalogue().coaching(&right[0]),
        "Right. There is 1 more: each is another right answer."
    );
    assert_eq!(
        Lang::Ja.catalogue().coaching(&right[0]),
        "正解。ほかに1通りあり、どれも正解になる。"
    );
}

/// `--known`: on the position where the X-Wing is next (as above), a
/// learner who knows the basic tier is told the X-Wing is the one to learn
/// next, in both languages; one who knows the X-Wing gets its hint; unknown
/// words are named with the nearest ids.
#[test]
fn hints_keep_to_the_techniques_the_learner_knows() {
    use super::hint::{hint_knowing, known_techniques};
    let b = include_str!("../../puzzles/generated-seed6.txt")
        .lines()
        .filter_map(|l| crate::formats::parse_board(l.split_whitespace().next()?).ok())
        .find_map(|start| {
            let w = super::curriculum_solver().solve(&start);
            let i = w.steps.iter().position(|s| s.strategy == "x-wing")?;
            Some(w.board_before(i))
        })
        .expect("an X-Wing in the generated puzzles");
    let basic = known_techniques(&["basic"]).unwrap();
    assert!(basic.contains(&"naked-pair") && !basic.contains(&"x-wing"));
    let why = hint_knowing(&b, Level::What, Some(&basic)).unwrap_err();
    assert_eq!(
        why,
        Problem::NothingKnownApplies {
            next: "x-wing",
            tier: crate::strategies::decl::Tier::Tough
        }
    );
    assert_eq!(
        why.to_string(),
        "none of the techniques you know makes progress here: the next step needs X-Wing \
         (a tough technique), the one to learn next"
    );
    assert!(Lang::Ja
        .catalogue()
        .problem(&why)
        .contains("X-Wing（中級の解法）が必要です"));
    // Knowing the X-Wing by its Japanese name, singles included.
    let x = known_techniques(&["たすき掛け"]).unwrap();
    assert!(x.contains(&"hidden-single") && x.contains(&"x-wing"));
    let h = hint_knowing(&b, Level::What, Some(&x)).unwrap();
    assert_eq!(h.strategy, "x-wing");
    // Tiers include the ones before them.
    let tough = known_techniques(&["中級"]).unwrap();
    assert!(tough.contains(&"naked-pair") && tough.contains(&"x-wing"));
    assert_eq!(
        known_techniques(&["basic", "x-wnig"]).unwrap_err(),
        Problem::UnknownKnown {
            word: "x-wnig".into(),
            nearest: vec!["x-wing"]
        }
    );
}

/// A forcing net's level-2 hint points where it starts (its premise's box,
/// or the house whose cases it follows), never at the contradiction alone;
/// level 3's words say "(drawn)" only when shown with the picture.
#[test]
fn forcing_hints_point_at_the_premise_and_words_say_drawn_only_when_drawn() {
    use crate::grid::{House, HouseKind};
    use crate::step::Highlight;
    let start = crate::test_util::board(
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    );
    let w = super::curriculum_solver().solve(&start);
    let mut seen = 0;
    for (k, step) in w.steps.iter().enumerate() {
        if step.family() != Some(crate::strategies::decl::Family::Forcing) {
            continue;
        }
        let b = w.board_before(k);
        let h = hint_from(&b, step.clone(), Level::Where);
        let premises: Vec<House> = step
            .highlights
            .iter()
            .filter_map(|hl| match *hl {
                Highlight::Cell {
                    cell,
                    role: Role::Pattern,
                } => Some(House::new(HouseKind::Box, b.geometry().box_of(cell))),
                Highlight::House {
                    house,
                    role: Role::House,
                } => Some(house),
                _ => None,
            })
            .collect();
        assert!(!h.houses.is_empty(), "step {}", k + 1);
        assert!(
            h.houses.iter().all(|x| premises.contains(x)),
            "step {}: {:?} not among {:?}",
            k + 1,
            h.houses,
            premises
        );
        let three = hint_from(&b, step.clone(), Level::Pattern);
        let notation = crate::lang::Notation::RowCol;
        assert!(three.text(Lang::En).contains("(drawn)"));
        assert!(!three
            .text_without_picture(Lang::En, notation)
            .contains("drawn"));
        assert!(!three
            .text_without_picture(Lang::Ja, notation)
            .contains("図"));
        seen += 1;
    }
    assert!(seen > 0);
}

/// A wrong digit is refuted by logic, not by the solution: planted wrong
/// placements in SX hard positions (Sudoku Exchange's graded bank, every
/// 25th puzzle at a third of its walkthrough; every 5th in CI's run and all
/// in a full one, two plants each), each refuted by a forcing chain or
/// net on most of them; every refutation is sound (it starts from the
/// wrong digit and ends in a contradiction) and no text names a solution
/// digit the learner has not placed. The same digit asked about before it
/// is placed (`why`, "why not?") is refuted as often.
#[test]
fn wrong_digits_are_refuted_by_logic() {
    let Some(text) = crate::test_util::shared("puzzles/sx_hard_500_with_solutions.txt") else {
        return;
    };
    let every = crate::test_util::by_depth(25, 5, 1);
    let (mut planted, mut refuted, mut why_refuted) = (0, 0, 0);
    for (k, line) in text.lines().enumerate().step_by(every) {
        let start = board(&line[..81]);
        let solution = crate::brute::solve(&start).expect("one solution");
        let w = super::curriculum_solver().solve(&start);
        let b = w.board_before(w.steps.len() / 3);
        let open: Vec<crate::grid::Cell> = b
            .empty_cells()
            .iter()
            .filter(|&c| b.candidates(c).len() >= 2)
            .collect();
        for pick in [k % open.len(), (k * 7 + 3) % open.len()] {
            let cell = open[pick];
            let answer = solution[cell.row() * 9 + cell.col()];
            let wrong = b.candidates(cell).iter().find(|&d| d != answer).unwrap();
            let mut mine = b.clone();
            mine.place(cell, wrong).unwrap();
            let found = super::check(&mine).unwrap();
            assert_eq!(
                found.wrong_digits,
                vec![crate::grid::Candidate::new(cell, wrong)]
            );
            planted += 1;
            if let Some(r) = &found.refutations[0] {
                refuted += 1;
                let f = r.forcing();
                assert_eq!(
                    f.branches[0].premise,
                    crate::strategies::forcing::Fact::new(cell, wrong, true)
                );
                assert!(f.contradiction.is_some());
            }
            // The same digit asked about before it is written: why not?
            let claim = super::why::Claim {
                candidate: crate::grid::Candidate::new(cell, wrong),
                placing: true,
            };
            let judged = super::why::judged(&b, None, &[claim]);
            if let [Coaching::Move {
                is: crate::lang::MoveIs::Refuted(_),
                ..
            }] = judged.as_slice()
            {
                why_refuted += 1;
            }
            for lang in Lang::ALL {
                for said in found.mistakes().into_iter().chain(judged.iter().cloned()) {
                    let words = lang.catalogue().coaching(&said);
                    // The cell's solution digit is never named as its value.
                    for shown in [format!("{cell}={answer}"), format!("{cell}は{answer}")] {
                        assert!(!words.contains(&shown), "{words}");
                    }
                }
            }
        }
    }
    println!("{refuted} of {planted} planted wrong digits refuted by a forcing chain or net");
    println!("{why_refuted} of {planted} wrong placements asked about (why not?) refuted");
    assert!(refuted * 10 >= planted * 9, "{refuted} of {planted}");
    assert!(
        why_refuted * 10 >= planted * 9,
        "{why_refuted} of {planted}"
    );
}
