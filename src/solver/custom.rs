//! Your own strategy in the solver: a name, a place in the order, and a
//! finder written anywhere (a notebook cell) as a closure that returns
//! what it [`Found`]. The solver tries it in its place like any registered
//! strategy; its steps are drawn, explained and rated like theirs.
//!
//! A finder is not trusted: a panic, an elimination of a candidate the
//! cell does not have, a digit placed in a filled cell, or (on a puzzle
//! with one solution) a step that removes the solution's digit or places
//! a wrong one stops the walkthrough with a [`CustomFailure`] saying which
//! and where, instead of a corrupt board.
//!
//! ```
//! use sudoku_explorer::prelude::*;
//! use sudoku_explorer::solver::custom::{CustomStrategy, Found, Place};
//! // A "strategy" that finds naked singles, tried before every other.
//! let mine = CustomStrategy::new("My Single", Place::Before("full-house".into()), |b: &Board| {
//!     b.empty_cells()
//!         .iter()
//!         .filter(|&c| b.candidates(c).len() == 1)
//!         .map(|c| {
//!             let d = b.candidates(c).iter().next().unwrap();
//!             Found::placing(vec![Candidate::new(c, d)]).explained(format!("{c} has one candidate"))
//!         })
//!         .collect()
//! })
//! .unwrap();
//! let w = Solver::new().with_custom(mine).unwrap().solve(&parse_board(
//!     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
//! ).unwrap());
//! assert!(w.steps.iter().any(|s| s.strategy == "my-single"));
//! ```

use super::Solver;
use crate::brute;
use crate::grid::{Board, Candidate};
use crate::lang::{Lang, Problem, Says};
use crate::step::{Highlights, Pattern, Step};
use crate::strategies;
use serde::Serialize;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

/// What a custom finder found: its effect, what to draw, and its words.
#[derive(Clone, Debug, Default)]
pub struct Found {
    pub placements: Vec<Candidate>,
    pub eliminations: Vec<Candidate>,
    /// The pattern's cells and candidates with their roles (the step adds
    /// its eliminations and placements).
    pub highlights: Highlights,
    /// Why, in English (and every language without its own).
    pub explanation: String,
    /// Why, in Japanese.
    pub explanation_ja: Option<String>,
}

impl Found {
    /// A find that removes these candidates.
    pub fn eliminating(eliminations: Vec<Candidate>) -> Found {
        Found {
            eliminations,
            ..Found::default()
        }
    }
    /// A find that places these digits.
    pub fn placing(placements: Vec<Candidate>) -> Found {
        Found {
            placements,
            ..Found::default()
        }
    }
    /// The same, with its explanation.
    pub fn explained(mut self, text: impl Into<String>) -> Found {
        self.explanation = text.into();
        self
    }
    /// The same, with its Japanese explanation.
    pub fn explained_ja(mut self, text: impl Into<String>) -> Found {
        self.explanation_ja = Some(text.into());
        self
    }
    /// The same, drawn with these highlights.
    pub fn drawn(mut self, highlights: Highlights) -> Found {
        self.highlights = highlights;
        self
    }
}

/// Where a custom strategy goes in the solver's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// Just before this registered strategy (an id).
    Before(String),
    /// Just after it.
    After(String),
    /// Among the registered strategies by HoDoKu-style difficulty score:
    /// after every strategy with this score or less.
    Difficulty(u32),
}

/// The finder: every instance on a board.
pub type Finder = Arc<dyn Fn(&Board) -> Vec<Found> + Send + Sync>;

/// A strategy from outside the registry.
#[derive(Clone)]
pub struct CustomStrategy {
    /// Its id, made from the name (`My Wing` -> `my-wing`).
    pub id: &'static str,
    pub name: &'static str,
    /// Its name in Japanese ([`CustomStrategy::named_ja`]): what Japanese
    /// explanations, tables and errors call it (default: `name`).
    pub name_ja: Option<&'static str>,
    pub place: Place,
    /// The SE rating its steps get (default: none, as for a strategy SE
    /// does not know).
    pub se: Option<f32>,
    find: Finder,
}

impl std::fmt::Debug for CustomStrategy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CustomStrategy")
            .field("id", &self.id)
            .field("name_ja", &self.name_ja)
            .field("place", &self.place)
            .field("se", &self.se)
            .finish()
    }
}

impl CustomStrategy {
    /// A strategy named `name`, tried at `place`, finding with `find`. Its
    /// id is the name in kebab case; an id the registry already has, an
    /// empty name or a place naming no registered strategy is refused.
    pub fn new(
        name: &str,
        place: Place,
        find: impl Fn(&Board) -> Vec<Found> + Send + Sync + 'static,
    ) -> Result<CustomStrategy, Problem> {
        let id: String = name
            .trim()
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect::<Vec<_>>()
            .join("-");
        if id.is_empty() {
            return Err(Problem::CustomName);
        }
        if strategies::by_id(&id).is_some() {
            return Err(Problem::NameTaken { id });
        }
        if let Place::Before(other) | Place::After(other) = &place {
            if strategies::by_id(other).is_none() {
                return Err(Problem::unknown_strategy(other));
            }
        }
        // Steps name their strategy for as long as the program runs.
        let id: &'static str = Box::leak(id.into_boxed_str());
        let name: &'static str = Box::leak(name.trim().to_string().into_boxed_str());
        Ok(CustomStrategy {
            id,
            name,
            name_ja: None,
            place,
            se: None,
            find: Arc::new(find),
        })
    }

    /// The same, called `name` in Japanese: its steps' explanations, the
    /// tables that count them and the errors that name it say `name`
    /// where English says the name or id. The id stays the one `new` made
    /// (what commands and `generate_needing_with` take); an empty name
    /// leaves the English one.
    pub fn named_ja(mut self, name: &str) -> CustomStrategy {
        let name = name.trim();
        self.name_ja = (!name.is_empty()).then(|| &*Box::leak(name.to_string().into_boxed_str()));
        self
    }

    /// Its name in `lang`: in Japanese the one [`CustomStrategy::named_ja`]
    /// gave, else (and in English) the one [`CustomStrategy::new`] took.
    pub fn name_in(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Ja => self.name_ja.unwrap_or(self.name),
            Lang::En => self.name,
        }
    }

    /// The same, its steps rated `se` on Sudoku Explainer's scale.
    pub fn rated(mut self, se: f32) -> CustomStrategy {
        self.se = Some(se);
        self
    }

    /// Every instance on `board` as a step (those that do nothing left
    /// out), or what went wrong.
    pub fn steps(&self, board: &Board) -> Result<Vec<Step>, CustomFailure> {
        let fail = |kind| CustomFailure {
            strategy: self.id,
            name_ja: self.name_ja,
            kind,
        };
        let found = catch_unwind(AssertUnwindSafe(|| (self.find)(board))).map_err(|panic| {
            let message = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            fail(FailureKind::Panicked(message))
        })?;
        let mut steps = Vec::with_capacity(found.len());
        for f in found {
            if let Some(&c) = f
                .eliminations
                .iter()
                .find(|c| !board.has_candidate(c.cell, c.digit))
            {
                return Err(fail(FailureKind::NotACandidate(c)));
            }
            if let Some(&c) = f.placements.iter().find(|c| board.value(c.cell).is_some()) {
                return Err(fail(FailureKind::FilledCell(c)));
            }
            if let Some(&c) = f
                .placements
                .iter()
                .find(|c| !board.has_candidate(c.cell, c.digit))
            {
                return Err(fail(FailureKind::NotACandidate(c)));
            }
            if f.eliminations.is_empty() && f.placements.is_empty() {
                continue;
            }
            let explanation = if f.explanation.trim().is_empty() {
                // A finder that says nothing is still named.
                self.name.to_string()
            } else {
                f.explanation
            };
            let pattern = CustomPattern {
                strategy: self.id,
                cells: f.highlights.clone(),
                explanation,
                explanation_ja: f.explanation_ja,
            };
            let mut step = Step::new(board, pattern, f.placements, f.eliminations);
            step.name = self.name;
            step.name_ja = self.name_ja;
            steps.push(step);
        }
        Ok(steps)
    }

    /// The first instance on `board` that does something.
    pub fn first(&self, board: &Board) -> Result<Option<Step>, CustomFailure> {
        Ok(self.steps(board)?.into_iter().next())
    }

    /// Why `step` (one of this strategy's) is wrong for a puzzle whose
    /// solution is `solution` (digits row by row, side `size`), if it is:
    /// it removes the solution's digit or places another.
    pub fn wrong_for(&self, step: &Step, solution: &[u8], size: usize) -> Option<CustomFailure> {
        let answer = |c: &Candidate| solution.get(c.cell.row() * size + c.cell.col()).copied();
        let fail = |kind| {
            Some(CustomFailure {
                strategy: self.id,
                name_ja: self.name_ja,
                kind,
            })
        };
        if let Some(&c) = step
            .eliminations
            .iter()
            .find(|c| answer(c) == Some(c.digit))
        {
            return fail(FailureKind::RemovesSolution(c));
        }
        if let Some(&c) = step.placements.iter().find(|c| answer(c) != Some(c.digit)) {
            return fail(FailureKind::PlacesWrong(c));
        }
        None
    }
}

/// A custom step's pattern: what its finder said.
#[derive(Clone, Debug, Serialize)]
struct CustomPattern {
    strategy: &'static str,
    #[serde(skip)]
    cells: Highlights,
    explanation: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    explanation_ja: Option<String>,
}

impl Pattern for CustomPattern {
    fn strategy(&self) -> &'static str {
        self.strategy
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        self.cells.clone()
    }
    fn says(&self) -> Option<Says> {
        Some(Says::Custom {
            en: self.explanation.clone(),
            ja: self.explanation_ja.clone(),
        })
    }
}

/// Why a walkthrough stopped at a custom strategy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomFailure {
    pub strategy: &'static str,
    /// The strategy's Japanese name, if it has one: what the Japanese
    /// message calls it.
    pub name_ja: Option<&'static str>,
    pub kind: FailureKind,
}

/// What a custom strategy did wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FailureKind {
    /// Its finder panicked, with this message.
    Panicked(String),
    /// It removed or placed a candidate the cell does not have.
    NotACandidate(Candidate),
    /// It placed a digit in a filled cell.
    FilledCell(Candidate),
    /// Its step removed the solution's digit: the step is the
    /// walkthrough's last, not applied.
    RemovesSolution(Candidate),
    /// Its step placed a digit that is not the solution's (likewise).
    PlacesWrong(Candidate),
}

impl CustomFailure {
    /// The failure as the catalogues say it.
    pub fn problem(&self) -> Problem {
        let (id, name_ja) = (self.strategy, self.name_ja);
        match &self.kind {
            FailureKind::Panicked(message) => Problem::CustomPanicked {
                id,
                name_ja,
                message: message.clone(),
            },
            &FailureKind::NotACandidate(candidate) => Problem::CustomNotACandidate {
                id,
                name_ja,
                candidate,
            },
            &FailureKind::FilledCell(candidate) => Problem::CustomFilledCell {
                id,
                name_ja,
                candidate,
            },
            &FailureKind::RemovesSolution(candidate) => Problem::CustomRemovesSolution {
                id,
                name_ja,
                candidate,
            },
            &FailureKind::PlacesWrong(candidate) => Problem::CustomPlacesWrong {
                id,
                name_ja,
                candidate,
            },
        }
    }
}

impl std::fmt::Display for CustomFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = Lang::En.catalogue().problem(&self.problem());
        f.write_str(&words)
    }
}

impl Solver {
    /// The same solver with `strategy` in its place: tried before the
    /// registered strategy it names (or after), or among them by
    /// difficulty. A registered strategy this solver leaves out still marks
    /// the place (the next one it uses comes after). A second custom
    /// strategy at the same place goes after the first.
    pub fn with_custom(mut self, strategy: CustomStrategy) -> Result<Solver, Problem> {
        if self.custom.iter().any(|(_, c)| c.id == strategy.id) {
            return Err(Problem::NameTaken {
                id: strategy.id.to_string(),
            });
        }
        let rank = |id: &str| strategies::REGISTRY.iter().position(|s| s.id == id);
        let at = match &strategy.place {
            Place::Before(id) | Place::After(id) => {
                let Some(place) = rank(id) else {
                    return Err(Problem::unknown_strategy(id));
                };
                let after = matches!(strategy.place, Place::After(_));
                self.strategies
                    .iter()
                    .position(|s| {
                        let r = rank(s.id).unwrap_or(usize::MAX);
                        if after {
                            r > place
                        } else {
                            r >= place
                        }
                    })
                    .unwrap_or(self.strategies.len())
            }
            Place::Difficulty(d) => self
                .strategies
                .iter()
                .position(|s| s.difficulty > *d)
                .unwrap_or(self.strategies.len()),
        };
        let k = self.custom.iter().take_while(|(i, _)| *i <= at).count();
        self.custom.insert(k, (at, strategy));
        Ok(self)
    }

    /// The custom strategies, each with the index of the registered
    /// strategy it is tried before.
    pub fn custom_strategies(&self) -> impl Iterator<Item = &CustomStrategy> {
        self.custom.iter().map(|(_, c)| c)
    }

    /// Whether `step` is a custom strategy's and wrong for the puzzle
    /// `start` (when it has one solution, found once into `solution`).
    pub(super) fn unsound(
        &self,
        step: &Step,
        start: &Board,
        solution: &mut Option<Option<Vec<u8>>>,
    ) -> Option<CustomFailure> {
        let (_, custom) = self.custom.iter().find(|(_, c)| c.id == step.strategy)?;
        let solution = solution
            .get_or_insert_with(|| brute::unique_solution(start))
            .as_ref()?;
        custom.wrong_for(step, solution, start.size())
    }

    /// The same solver, keeping only the strategies (registered and custom)
    /// tried no later than `id`: the easier part of its order, `id`
    /// included. `None` when this solver does not use `id`.
    pub fn up_to(&self, id: &str) -> Option<Solver> {
        let mut out = self.clone();
        if let Some(k) = self.custom.iter().position(|(_, c)| c.id == id) {
            let at = self.custom[k].0;
            out.strategies.truncate(at);
            out.custom.truncate(k + 1);
        } else {
            let i = self.strategies.iter().position(|s| s.id == id)?;
            out.strategies.truncate(i + 1);
            out.custom.retain(|(at, _)| *at <= i);
        }
        Some(out)
    }

    /// The ids of every strategy this solver tries, registered and custom,
    /// in the order it tries them.
    pub fn ids_in_order(&self) -> Vec<&'static str> {
        let mut ids = Vec::with_capacity(self.strategies.len() + self.custom.len());
        let mut customs = self.custom.iter().peekable();
        for (i, s) in self.strategies.iter().enumerate() {
            while let Some((_, c)) = customs.next_if(|(at, _)| *at <= i) {
                ids.push(c.id);
            }
            ids.push(s.id);
        }
        ids.extend(customs.map(|(_, c)| c.id));
        ids
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;
    use crate::lang::Lang;
    use crate::solver::Status;
    use crate::strategies::wings::wxyz_wing_3222::{
        find_wxyz_wings_3222, wxyz_wing_3222_eliminations,
    };
    use crate::test_util::{board, shared};

    /// Arto Inkala's "world's hardest" puzzle (puzzles/worlds-hardest.txt).
    const HARDEST: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    /// Naked singles under another name, tried first.
    fn my_single() -> CustomStrategy {
        CustomStrategy::new(
            "My Single",
            Place::Before("full-house".into()),
            |b: &Board| {
                b.empty_cells()
                    .iter()
                    .filter(|&c| b.candidates(c).len() == 1)
                    .map(|c| {
                        let d = b.candidates(c).iter().next().unwrap_or(0);
                        Found::placing(vec![Candidate::new(c, d)])
                            .explained(format!("{c} has one candidate left"))
                            .explained_ja(format!("{c}の候補は一つだけ"))
                    })
                    .collect()
            },
        )
        .unwrap()
    }

    #[test]
    fn a_custom_strategy_takes_its_place_with_its_words() {
        let w = Solver::new()
            .with_custom(my_single())
            .unwrap()
            .solve(&board(HARDEST));
        assert_eq!(w.status, Status::Solved);
        let mine: Vec<&Step> = w
            .steps
            .iter()
            .filter(|s| s.strategy == "my-single")
            .collect();
        // Tried before every registered strategy, it takes every naked single.
        assert!(!mine.is_empty());
        assert!(w.steps.iter().all(|s| s.strategy != "naked-single"));
        let first = mine[0];
        assert_eq!(first.name, "My Single");
        assert!(first.explain(Lang::En).starts_with(&format!(
            "{} has one candidate left",
            first.placements[0].cell
        )));
        assert!(first.explain(Lang::Ja).contains("の候補は一つだけ"));
        // Drawn like any step: its placement is marked.
        let svg = crate::render::step_svg(&w.board_before(0), &w.steps[0], &Default::default());
        assert!(svg.contains("<svg"));
    }

    /// A Japanese name: said by Japanese explanations, JSON and errors;
    /// the id and the English words stay.
    #[test]
    fn a_custom_strategy_named_in_japanese() {
        let mine = my_single().named_ja(" 自作のシングル ");
        assert_eq!(
            (mine.id, mine.name_in(Lang::En), mine.name_in(Lang::Ja)),
            ("my-single", "My Single", "自作のシングル")
        );
        assert_eq!(my_single().named_ja("  ").name_ja, None);
        assert_eq!(my_single().name_in(Lang::Ja), "My Single");
        let w = Solver::new()
            .with_custom(mine)
            .unwrap()
            .solve(&board(HARDEST));
        let first = w.steps.iter().find(|s| s.strategy == "my-single").unwrap();
        assert_eq!(first.name, "My Single");
        assert_eq!(first.name_in(Lang::Ja), "自作のシングル");
        assert!(first.explain(Lang::Ja).starts_with("自作のシングル："));
        assert!(!first.explain(Lang::En).contains("自作"));
        let json = first.json_in(Lang::Ja, crate::lang::Notation::RowCol);
        assert_eq!(
            (&json["strategy"], &json["name"]),
            (&"my-single".into(), &"自作のシングル".into())
        );
        // A wrong one's error names it in Japanese, by its id in English.
        let b = board(HARDEST);
        let brute::Solutions::Unique(solution) = brute::analyse(&b) else {
            panic!("one solution")
        };
        let wrong = CustomStrategy::new("Wrong", Place::Difficulty(0), move |b: &Board| {
            let c = b.empty_cells().first().unwrap();
            vec![Found::eliminating(vec![Candidate::new(
                c,
                solution[c.row() * 9 + c.col()],
            )])]
        })
        .unwrap()
        .named_ja("誤った手筋");
        let f = Solver::new()
            .with_custom(wrong)
            .unwrap()
            .solve(&b)
            .failure
            .unwrap();
        assert_eq!(f.name_ja, Some("誤った手筋"));
        let ja = Lang::Ja.catalogue().problem(&f.problem());
        assert!(ja.starts_with("誤った手筋は誤り："), "{ja}");
        assert!(f.to_string().starts_with("wrong IS UNSOUND"), "{f}");
    }

    #[test]
    fn places_follow_the_registry_and_names_are_checked() {
        let s = Solver::new()
            .with_custom(my_single())
            .unwrap()
            .with_custom(
                CustomStrategy::new("Late", Place::After("x-wing".into()), |_: &Board| {
                    Vec::new()
                })
                .unwrap(),
            )
            .unwrap();
        let at: Vec<(usize, &str)> = s.custom.iter().map(|(i, c)| (*i, c.id)).collect();
        let x_wing = s.strategies.iter().position(|i| i.id == "x-wing").unwrap();
        assert_eq!(at, [(0, "my-single"), (x_wing + 1, "late")]);
        let none = |_: &Board| Vec::new();
        assert_eq!(
            CustomStrategy::new("X-Wing", Place::Difficulty(10), none).unwrap_err(),
            Problem::NameTaken {
                id: "x-wing".into()
            }
        );
        assert_eq!(
            CustomStrategy::new(" - ", Place::Difficulty(10), none).unwrap_err(),
            Problem::CustomName
        );
        assert!(matches!(
            CustomStrategy::new("Mine", Place::Before("x-wnig".into()), none),
            Err(Problem::UnknownStrategy { .. })
        ));
        assert!(Solver::new()
            .with_custom(my_single())
            .unwrap()
            .with_custom(my_single())
            .is_err());
    }

    #[test]
    fn a_finder_that_fails_stops_the_walkthrough_and_says_why() {
        let b = board(HARDEST);
        let brute::Solutions::Unique(solution) = brute::analyse(&b) else {
            panic!("one solution")
        };
        let solve = |s: CustomStrategy| Solver::new().with_custom(s).unwrap().solve(&b);
        // Removes the solution's digit from the first empty cell.
        let wrong = CustomStrategy::new("Wrong", Place::Difficulty(0), move |b: &Board| {
            let c = b.empty_cells().first().unwrap();
            let d = solution[c.row() * 9 + c.col()];
            vec![Found::eliminating(vec![Candidate::new(c, d)])]
        })
        .unwrap();
        let w = solve(wrong.clone());
        assert_eq!(w.status, Status::CustomFailed);
        let f = w.failure.clone().unwrap();
        // SE's walk catches it too (rated 1.0, it is tried first there),
        // and the puzzle gets no rating.
        let wrong = wrong.rated(1.0);
        let walk = crate::rating::se_walk::se_walk_with(&b, &[&wrong]);
        assert_eq!(walk.failure, Some(f.clone()));
        let with_wrong = Solver::new().with_custom(wrong).unwrap();
        let plain = Solver::new().solve(&b);
        assert!(crate::rating::rating_with(&plain, &Solver::new()).is_some());
        assert_eq!(crate::rating::rating_with(&plain, &with_wrong), None);
        let last = w.steps.last().unwrap();
        assert_eq!(f.kind, FailureKind::RemovesSolution(last.eliminations[0]));
        // Reported, not applied.
        assert!(w
            .end
            .has_candidate(last.eliminations[0].cell, last.eliminations[0].digit));
        assert!(f.to_string().contains("wrong IS UNSOUND"), "{f}");
        let panics = CustomStrategy::new("Boom", Place::Difficulty(0), |_: &Board| -> Vec<Found> {
            panic!("boom")
        })
        .unwrap();
        let w = solve(panics);
        assert_eq!(
            w.failure.unwrap().kind,
            FailureKind::Panicked("boom".into())
        );
        assert!(w.steps.is_empty());
        let given = CustomStrategy::new("Given", Place::Difficulty(0), |_: &Board| {
            vec![Found::eliminating(vec![Candidate::new(Cell::new(0, 0), 8)])]
        })
        .unwrap();
        let w = solve(given);
        let f = w.failure.unwrap();
        assert_eq!(
            f.kind,
            FailureKind::NotACandidate(Candidate::new(Cell::new(0, 0), 8))
        );
        assert!(
            f.to_string().contains("8 is not a candidate of r1c1"),
            "{f}"
        );
    }

    /// The study's WXYZ-Wing 3222 (notebook 05) as a custom strategy before
    /// the generalised WXYZ-Wing: sound on the 500 diabolical puzzles of
    /// the Sudoku Exchange set, where it fires.
    #[test]
    fn the_studys_wing_fits_in_a_few_lines_and_is_sound() {
        let Some(text) = shared("puzzles/sx_diabolical_500_with_solutions.txt") else {
            return;
        };
        let study = CustomStrategy::new("Study 3222", Place::Before("wxyz-wing".into()), |b| {
            find_wxyz_wings_3222(b)
                .iter()
                .map(|w| {
                    Found::eliminating(wxyz_wing_3222_eliminations(b, w))
                        .explained(format!("the study's WXYZ-Wing, stem {}", w.stem))
                })
                .collect()
        })
        .unwrap();
        let with = Solver::new().with_custom(study).unwrap();
        let (mut taken, mut wxyz_before, mut wxyz_after) = (0, 0, 0);
        for line in text.lines() {
            let b = board(line.split_whitespace().next().unwrap());
            let w = with.solve(&b);
            assert!(w.failure.is_none(), "{line}: {:?}", w.failure);
            assert!(w.status.is_solved(), "{line}");
            taken += w
                .steps
                .iter()
                .filter(|s| s.strategy == "study-3222")
                .count();
            wxyz_after += w.steps.iter().filter(|s| s.strategy == "wxyz-wing").count();
            let plain = Solver::new().solve(&b);
            wxyz_before += plain
                .steps
                .iter()
                .filter(|s| s.strategy == "wxyz-wing")
                .count();
        }
        eprintln!("study 3222: {taken} steps; WXYZ-Wing {wxyz_before} -> {wxyz_after}");
        assert!(taken > 0, "the study's wing fired");
        // Each of its steps comes before a WXYZ-Wing could take it.
        assert!(wxyz_after <= wxyz_before, "{wxyz_after} <= {wxyz_before}");
    }
}
