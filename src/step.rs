//! `Step`: what a strategy found, as data.
//!
//! A step says *which* strategy fired, *what* it changes (placements and
//! eliminations), *why* (the pattern's own data and a plain-words
//! explanation) and *what to draw* (highlights). Highlights carry roles, not
//! colours: the renderer decides how a `Fin` or a `ColorA` candidate looks.
//!
//! ```text
//!  Step "naked-pair"
//!   pattern      {digits: 37, cells: r4c2 r4c6, house: row 4}
//!   eliminations r4c1<>3, r4c9<>7
//!   highlights   r4c2/r4c6 candidates 3,7 = Pattern; row 4 = House;
//!                r4c1#3, r4c9#7 = Elimination
//! ```

use crate::grid::{Board, Candidate, Cell, DigitSet, House};
use crate::lang::{Label, Says};
use crate::strategies::decl::{Decl, Family};
use serde::Serialize;
use std::any::Any;
use std::fmt;
use std::sync::Arc;

pub use crate::role::Role;

/// One highlighted thing.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Highlight {
    Cell {
        cell: Cell,
        role: Role,
    },
    Candidate {
        cell: Cell,
        digit: u8,
        role: Role,
    },
    House {
        house: House,
        role: Role,
    },
    /// A link between two candidates: strong (one of them is true) or weak
    /// (not both are true).
    Link {
        from: CandidateRef,
        to: CandidateRef,
        strong: bool,
    },
    /// A scanning line: from a digit on the board straight to a cell it
    /// rules out (drawn behind the digits).
    Beam {
        from: Cell,
        to: Cell,
    },
}

/// A candidate as it appears in a link (serialises as `{"cell":"r1c1","digit":5}`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct CandidateRef {
    pub cell: Cell,
    pub digit: u8,
}

impl From<Candidate> for CandidateRef {
    fn from(c: Candidate) -> Self {
        CandidateRef {
            cell: c.cell,
            digit: c.digit,
        }
    }
}

/// A kind of mark a picture draws for a role: a disc behind a candidate, a
/// frame around a cell, the shading of a house, or a link arrow. A pattern
/// names the marks it uses in its own words ([`Highlights::name`]), and the
/// legend of its picture reads them ("Z", "hinge", "base rows").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mark {
    Candidate(Role),
    Cell(Role),
    House(Role),
    /// Where a `House` and a `SecondaryHouse` shading overlap.
    Overlap,
    Link {
        strong: bool,
    },
}

/// The highlights of a step, built with small helpers, and the names the
/// pattern gives its marks (for the legend; not part of the JSON).
#[derive(Clone, Default, PartialEq, Eq, Debug, Serialize)]
#[serde(transparent)]
pub struct Highlights(pub Vec<Highlight>, #[serde(skip)] Vec<(Mark, Label)>);

impl Highlights {
    pub fn new() -> Self {
        Highlights(Vec::new(), Vec::new())
    }
    /// Names `mark` in the legend (a later name for the same mark wins).
    pub fn name(&mut self, mark: Mark, name: Label) -> &mut Self {
        match self.1.iter_mut().find(|(m, _)| *m == mark) {
            Some(slot) => slot.1 = name,
            None => self.1.push((mark, name)),
        }
        self
    }
    /// Every name the pattern gave, changed where `f` gives another.
    pub fn rename(&mut self, f: impl Fn(&Label) -> Option<Label>) -> &mut Self {
        for (_, label) in self.1.iter_mut() {
            if let Some(new) = f(label) {
                *label = new;
            }
        }
        self
    }
    /// The pattern's own name for `mark`, if it gave one.
    pub fn name_of(&self, mark: Mark) -> Option<&Label> {
        self.1.iter().find(|(m, _)| *m == mark).map(|(_, n)| n)
    }
    /// Every name the pattern gave its marks, in the order given.
    pub fn names(&self) -> impl Iterator<Item = &Label> {
        self.1.iter().map(|(_, n)| n)
    }
    /// The same highlights and names without those of `roles` (a pattern
    /// drawn without what it removes: `without(&[Role::Elimination,
    /// Role::Placement])`).
    pub fn without(&self, roles: &[Role]) -> Highlights {
        let keep = |h: &&Highlight| match h {
            Highlight::Cell { role, .. }
            | Highlight::Candidate { role, .. }
            | Highlight::House { role, .. } => !roles.contains(role),
            Highlight::Link { .. } | Highlight::Beam { .. } => true,
        };
        Highlights(
            self.0.iter().filter(keep).cloned().collect(),
            self.1.clone(),
        )
    }
    pub fn cell(&mut self, cell: Cell, role: Role) -> &mut Self {
        self.0.push(Highlight::Cell { cell, role });
        self
    }
    pub fn candidate(&mut self, cell: Cell, digit: u8, role: Role) -> &mut Self {
        self.0.push(Highlight::Candidate { cell, digit, role });
        self
    }
    /// Marks `digits` of `cell` that are still candidates there.
    pub fn candidates(
        &mut self,
        board: &Board,
        cell: Cell,
        digits: DigitSet,
        role: Role,
    ) -> &mut Self {
        for d in (board.candidates(cell) & digits).iter() {
            self.candidate(cell, d, role);
        }
        self
    }
    pub fn house(&mut self, house: House, role: Role) -> &mut Self {
        self.0.push(Highlight::House { house, role });
        self
    }
    pub fn link(&mut self, from: Candidate, to: Candidate, strong: bool) -> &mut Self {
        self.0.push(Highlight::Link {
            from: from.into(),
            to: to.into(),
            strong,
        });
        self
    }
    /// A scanning line from the digit in `from` to `to`, a cell it blocks.
    pub fn beam(&mut self, from: Cell, to: Cell) -> &mut Self {
        self.0.push(Highlight::Beam { from, to });
        self
    }
    pub fn iter(&self) -> std::slice::Iter<'_, Highlight> {
        self.0.iter()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// A pattern found by a strategy: its data, what to highlight, how to say it.
///
/// Implemented by every strategy's pattern struct. `explain` describes the
/// pattern and its reasoning ("3 and 7 go nowhere else in row 4"); the step
/// adds the conclusion ("so r4c1<>3").
pub trait Pattern: Serialize + fmt::Debug + Send + Sync + 'static {
    /// The stable kebab-case id of the strategy that found it.
    fn strategy(&self) -> &'static str;
    /// What to draw: the pattern's cells and candidates with their roles
    /// (eliminations and placements are added by the step).
    fn highlights(&self, board: &Board) -> Highlights;
    /// The pattern and its logic, as data each catalogue says in its
    /// language (`None` only for a degenerate pattern with nothing to say).
    fn says(&self) -> Option<Says>;
}

/// A type-erased pattern kept inside a [`Step`]: it can be turned into JSON
/// and, in a notebook, downcast back to its own type with [`Step::pattern`].
pub trait AnyPattern: fmt::Debug + Send + Sync {
    fn to_json(&self) -> serde_json::Value;
    fn as_any(&self) -> &dyn Any;
    fn says(&self) -> Option<Says>;
}

impl<P: Pattern> AnyPattern for P {
    fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn says(&self) -> Option<Says> {
        Pattern::says(self)
    }
}

/// What one strategy found on one board, ready to apply, print, draw or save.
#[derive(Clone, Debug)]
pub struct Step {
    /// Strategy id, e.g. `naked-pair`.
    pub strategy: &'static str,
    /// The strategy's display name, e.g. `Naked Pair`, for headings and
    /// captions: the registry fills it in; [`Step::new`] alone gives the id.
    /// Not part of the JSON (the id is).
    pub name: &'static str,
    /// Its name in Japanese where the catalogue has none: a custom
    /// strategy's, when it was given one (`CustomStrategy::named_ja`).
    /// `None` for the registry's steps, whose names the catalogue has.
    pub name_ja: Option<&'static str>,
    /// The strategy's declaration (its facts: family, ratings, ...), when
    /// the step came through the registry (the solver's steps always do);
    /// `None` for a step built from a pattern alone. Not part of the JSON.
    pub decl: Option<&'static Decl>,
    pub placements: Vec<Candidate>,
    pub eliminations: Vec<Candidate>,
    pub highlights: Highlights,
    pattern: Arc<dyn AnyPattern>,
}

impl Step {
    /// Builds a step from a pattern and its effect on `board`.
    pub fn new<P: Pattern>(
        board: &Board,
        pattern: P,
        placements: Vec<Candidate>,
        eliminations: Vec<Candidate>,
    ) -> Step {
        let mut highlights = pattern.highlights(board);
        for p in &placements {
            highlights.candidate(p.cell, p.digit, Role::Placement);
        }
        for e in &eliminations {
            highlights.candidate(e.cell, e.digit, Role::Elimination);
        }
        let strategy = pattern.strategy();
        Step {
            strategy,
            name: strategy,
            name_ja: None,
            decl: None,
            placements,
            eliminations,
            highlights,
            pattern: Arc::new(pattern),
        }
    }

    /// The same step as its strategy's declaration says it: its display
    /// name and facts.
    pub fn declared(mut self, decl: &'static Decl) -> Step {
        self.name = decl.name;
        self.decl = Some(decl);
        self
    }

    /// The strategy's family, when the step knows its declaration.
    pub fn family(&self) -> Option<Family> {
        self.decl.map(|d| d.family)
    }

    /// Whether the step is a single (full house, naked or hidden single):
    /// pages list those apart.
    pub fn is_single(&self) -> bool {
        self.family() == Some(Family::Singles)
    }

    /// The same step under the display name `name`.
    pub fn named(mut self, name: &'static str) -> Step {
        self.name = name;
        self
    }

    /// How many links the step draws: a chain's or a net's length.
    pub fn link_count(&self) -> usize {
        self.highlights
            .0
            .iter()
            .filter(|h| matches!(h, Highlight::Link { .. }))
            .count()
    }

    /// Whether applying the step changes anything.
    pub fn makes_progress(&self) -> bool {
        !self.placements.is_empty() || !self.eliminations.is_empty()
    }

    /// The pattern as its own type, e.g. `step.pattern::<NakedSubset>()`.
    pub fn pattern<T: 'static>(&self) -> Option<&T> {
        self.pattern.as_any().downcast_ref::<T>()
    }

    /// What the pattern found and why, as data for the catalogues.
    pub fn says(&self) -> Option<Says> {
        self.pattern.says()
    }

    /// The pattern's data as JSON.
    pub fn pattern_json(&self) -> serde_json::Value {
        self.pattern.to_json()
    }

    /// Applies the step to a board: eliminations first, then placements.
    /// Fails if a placement is not possible on that board.
    pub fn apply(&self, board: &mut Board) -> Result<(), crate::grid::BoardError> {
        for &e in &self.eliminations {
            board.eliminate(e);
        }
        for p in &self.placements {
            if board.value(p.cell) != Some(p.digit) {
                board.place(p.cell, p.digit)?;
            }
        }
        Ok(())
    }

    /// The effect in solver notation: `r5c7=3` or `r4c1<>3, r4c9<>7`.
    pub fn effects(&self) -> String {
        effects_text(&self.placements, &self.eliminations)
    }
}

/// The effect in solver notation: `r5c7=3, r4c1<>3`.
pub(crate) fn effects_text(placements: &[Candidate], eliminations: &[Candidate]) -> String {
    let mut parts: Vec<String> = placements.iter().map(|p| p.placement()).collect();
    parts.extend(eliminations.iter().map(|e| e.elimination()));
    parts.join(", ")
}

pub use crate::text::{cells_text, digits_text};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn join_words() {
        assert_eq!(digits_text(DigitSet::from_digits(&[3, 7])), "3 and 7");
        assert_eq!(digits_text(DigitSet::from_digits(&[1, 2, 5])), "1, 2 and 5");
        assert_eq!(cells_text([Cell::new(3, 1)]), "r4c2");
    }
}
