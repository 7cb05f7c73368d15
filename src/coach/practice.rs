//! A practice page from a walkthrough: each step that is no single (or
//! every step, `from_start`) becomes an exercise, with its four hint levels,
//! every right answer (each instance of its strategy on that position) and
//! the words of every verdict, in the page's language. The page itself is
//! drawn by [`crate::render::practice`].

use super::answer::{effect_of, right_answers, Effect};
use super::hint::{hint_from, Level};
use super::why::alternatives;
use crate::lang::{Coaching, MoveIs, Problem};
use crate::render::practice::{DoneStep, Exercise, HintView, OtherTechnique, Practice};
use crate::render::{practice_page, RenderOptions};
use crate::solver::Walkthrough;
use crate::step::Step;
use crate::strategies::{self, Family};

/// The most instances of a strategy listed as right answers: the step's
/// own effect is always one of them.
const MAX_ANSWERS: usize = 64;

/// The practice page of `w` (see [`Practice`]), in `opts`' language:
/// exercises from the first step that is no single, or from the start.
/// A puzzle without exactly one solution has no practice.
pub fn practice_html(
    w: &Walkthrough,
    title: &str,
    from_start: bool,
    opts: &RenderOptions,
) -> Result<String, Problem> {
    Ok(practice_page(&practice(w, title, from_start, opts)?, opts))
}

/// The contents of the practice page of `w`.
pub fn practice(
    w: &Walkthrough,
    title: &str,
    from_start: bool,
    opts: &RenderOptions,
) -> Result<Practice, Problem> {
    super::why::unique_solution(&w.start)?;
    let cat = opts.lang.catalogue();
    let done = |i: usize, step: &Step| DoneStep {
        label: cat.step_heading(i + 1, step.name_in(opts.lang)),
        effects: opts.notation.rewrite(&step.effects()),
    };
    let is_exercise = |step: &Step| from_start || step.family() != Some(Family::Singles);
    let mut before = Vec::new();
    let mut exercises: Vec<Exercise> = Vec::new();
    let mut board = w.start.clone();
    for (i, step) in w.steps.iter().enumerate() {
        if is_exercise(step) {
            exercises.push(exercise(&board, step, opts));
        }
        match exercises.last_mut() {
            Some(e) => e.done.push(done(i, step)),
            None => before.push(done(i, step)),
        }
        // A step that fails to apply ends the walkthrough (Contradiction).
        if step.apply(&mut board).is_err() {
            break;
        }
    }
    Ok(Practice {
        title: title.to_string(),
        start: w.start.clone(),
        before,
        exercises,
        end: board,
        mixed: cat.coaching(&Coaching::Mixed),
        no_answer: cat.coaching(&Coaching::NoAnswer),
    })
}

/// The exercise of finding `step` on `board`.
fn exercise(board: &crate::Board, step: &Step, opts: &RenderOptions) -> Exercise {
    let cat = opts.lang.catalogue();
    let both = |is: MoveIs| {
        [false, true].map(|placing| {
            cat.coaching(&Coaching::Item {
                is: is.clone(),
                placing,
            })
        })
    };
    let hints = Level::ALL
        .iter()
        .map(|&level| {
            let h = hint_from(board, step.clone(), level);
            HintView {
                text: h.text(opts.lang),
                highlights: h.highlights,
            }
        })
        .collect();
    let mut answers: Vec<Effect> = strategies::by_id(step.strategy)
        .map(|info| right_answers(&(info.find_upto)(board, MAX_ANSWERS)))
        .unwrap_or_default();
    let own = effect_of(&step.eliminations, &step.placements);
    if !answers.contains(&own) {
        answers.push(own);
    }
    let most = answers.iter().map(|(e, p)| e.len() + p.len()).max();
    Exercise {
        board: board.clone(),
        hints,
        right: cat.coaching(&Coaching::Right {
            others: answers.len() - 1,
        }),
        partly: (1..most.unwrap_or(1))
            .map(|missing| cat.coaching(&Coaching::PartlyRight { missing }))
            .collect(),
        others: alternatives(board)
            .into_iter()
            .filter(|a| a.info.id != step.strategy)
            .map(|a| OtherTechnique {
                right: cat.coaching(&Coaching::RightOther {
                    id: a.info.id,
                    asked: step.strategy,
                }),
                item: both(MoveIs::ShownBy {
                    id: a.info.id,
                    asked: Some(step.strategy),
                }),
                answers: a.effects,
            })
            .collect(),
        items: [
            both(MoveIs::Asked { id: step.strategy }),
            both(MoveIs::NotACandidate),
            both(MoveIs::NotYet),
        ],
        answers,
        done: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::solver::Solver;
    use crate::test_util::board;

    /// puzzles/strategy-examples.txt, line 5 (Sudoku Exchange's sx_medium
    /// bank): a Locked Pair, Locked Candidates (Claiming) and a Naked Pair
    /// after singles.
    const EXAMPLE: &str =
        "...8.9....43...87..2.....1.3...2...9...3.8....1.....2.6.7...4.2.842.569.2..7.4..1";

    /// The page with its script blocks taken out: what a reader sees.
    fn visible(page: &str) -> String {
        let mut out = String::new();
        let mut rest = page;
        while let Some(at) = rest.find("<script") {
            out.push_str(&rest[..at]);
            let end = rest[at..]
                .find("</script>")
                .map_or(rest.len(), |k| at + k + 9);
            rest = &rest[end..];
        }
        out.push_str(rest);
        out
    }

    #[test]
    fn each_step_that_is_no_single_is_an_exercise_with_its_own_answer() {
        let w = Solver::complete().solve(&board(EXAMPLE));
        let opts = RenderOptions::default();
        let p = practice(&w, "example", false, &opts).unwrap();
        let wanted: Vec<&Step> = w
            .steps
            .iter()
            .filter(|s| s.family() != Some(Family::Singles))
            .collect();
        assert_eq!(p.exercises.len(), wanted.len());
        assert_eq!(
            wanted.iter().map(|s| s.strategy).collect::<Vec<_>>(),
            ["locked-pair", "locked-candidates-claiming", "naked-pair"]
        );
        let first = w.steps.iter().position(|s| s.strategy == "locked-pair");
        assert_eq!(Some(p.before.len()), first);
        // Every step is done once: before the first exercise or by a Next.
        let done: usize = p.exercises.iter().map(|e| e.done.len()).sum();
        assert_eq!(p.before.len() + done, w.steps.len());
        for (e, step) in p.exercises.iter().zip(&wanted) {
            assert!(e
                .answers
                .contains(&effect_of(&step.eliminations, &step.placements)));
            assert_eq!(e.hints.len(), 4);
            // Below level 4 no hint removes anything, in words or drawn.
            for h in &e.hints[..3] {
                assert!(!h.text.contains("<>"), "{}", h.text);
            }
            assert_eq!(e.hints[3].text, step.explain(Lang::En));
            assert_eq!(e.done[0].label, cat_heading(&w, step));
        }
        assert!(p.end.empty_cells().is_empty());
        // The page: nothing of a step in what a reader sees.
        let page = practice_html(&w, "example", false, &opts).unwrap();
        let seen = visible(&page);
        assert!(!seen.contains("&lt;&gt;") && !seen.contains("<>"));
        assert!(!seen.contains("Locked Pair") && !seen.contains("r4c4"));
        assert!(page.contains("\"answers\""));
    }

    fn cat_heading(w: &Walkthrough, step: &Step) -> String {
        let i = w.steps.iter().position(|s| std::ptr::eq(s, step)).unwrap();
        format!("Step {}: {}", i + 1, step.name)
    }

    #[test]
    fn from_the_start_every_step_is_an_exercise_and_words_follow_the_language() {
        let w = Solver::complete().solve(&board(EXAMPLE));
        let opts = RenderOptions::default().in_language(Lang::Ja, Default::default());
        let p = practice(&w, "example", true, &opts).unwrap();
        assert_eq!(p.exercises.len(), w.steps.len());
        assert!(p.before.is_empty());
        let page = practice_page(&p, &opts);
        assert!(
            page.contains("答え合わせ") && page.contains("ヒント") && page.contains("マスを空ける")
        );
        assert!(!visible(&page).contains("Check"));
    }

    #[test]
    fn a_puzzle_without_one_solution_has_no_practice() {
        // An empty 4x4 board: 288 solutions.
        let two = board("................");
        let w = Solver::complete().solve(&two);
        let err = practice(&w, "two", false, &RenderOptions::default()).unwrap_err();
        assert_eq!(err, Problem::MoreThanOneSolution { found: 2 });
    }
}
