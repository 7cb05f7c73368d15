//! What a coach says, as data: the hint levels below the whole step (see
//! [`crate::coach`]), said by each catalogue ([`super::Catalogue::coaching`]).

use crate::grid::{Cell, DigitSet, House};
use crate::lang::{Problem, Says};

/// A hint below the whole step: what to look for, where, and the pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Coaching {
    /// Level 1: the technique (by id) and its tier in the curriculum,
    /// nothing else.
    LookFor {
        id: &'static str,
        tier: Option<crate::strategies::decl::Tier>,
    },
    /// Level 2: the technique, its digits and the houses to look at (no
    /// cell).
    LookWhere {
        id: &'static str,
        digits: DigitSet,
        houses: Vec<House>,
    },
    /// Level 3: the pattern's cells and their candidates in it, without
    /// what it removes.
    ThePattern {
        id: &'static str,
        digits: DigitSet,
        cells: Vec<(Cell, DigitSet)>,
        /// Whether a picture shows them (the words then say so).
        drawn: bool,
    },
    /// No technique of the solver makes progress.
    NothingFound,
    /// `check`: a placed digit that is not the solution's.
    /// With, where one is found, a forcing chain or net from the learner's
    /// digit to a contradiction (a refutation by logic, not by the
    /// solution).
    WrongDigit {
        cell: Cell,
        digit: u8,
        refuted: Option<Box<Says>>,
    },
    /// `check`: a deleted candidate that is the solution's digit. With,
    /// where one is found, a forcing chain or net from the cell without it
    /// to a contradiction.
    DeletedNeeded {
        cell: Cell,
        digit: u8,
        refuted: Option<Box<Says>>,
    },
    /// `check`: an open cell without candidates.
    NoCandidatesLeft { cell: Cell },
    /// `check`: no mistake; `to_clean` candidates a placed digit already
    /// rules out.
    NoMistakes { to_clean: usize },
    /// An exercise's answer: exactly one instance's (`others`: how many
    /// other instances there are, each another right answer).
    Right { others: usize },
    /// Part of one instance's: `missing` more to find.
    PartlyRight { missing: usize },
    /// Each is some instance's, but not one instance's alone.
    Mixed,
    /// The strategy does nothing on this board.
    NothingHere { id: &'static str },
    /// An exercise's answer left empty.
    NoAnswer,
    /// An item of an answer that is not `r5c7<>3` or `r5c7=3`.
    Unreadable { item: String },
    /// An answer that is exactly what one instance of another technique
    /// (`id`) than the one asked for does: right, and named.
    RightOther {
        id: &'static str,
        asked: &'static str,
    },
    /// One move of a learner's answer (`r3c4<>5`, or `r3c4=5` when
    /// `placing`) and what it is.
    Move {
        cell: Cell,
        digit: u8,
        placing: bool,
        is: MoveIs,
    },
    /// `check --why`: moves are judged on a position without mistakes.
    MovesAfterMistakes,
    /// `check --why`: the moves cannot be judged (the puzzle's problem).
    NotJudged(Box<Problem>),
    /// The practice page: what an item of the learner's answer is, said
    /// after the item (`r3c4<>5: ...`), which the page writes.
    Item { is: MoveIs, placing: bool },
}

/// What one claimed move is, on the position (see `crate::coach::why`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveIs {
    /// Part of an instance of the technique asked for.
    Asked { id: &'static str },
    /// Right now by another technique `id` (the first in the curriculum);
    /// `asked`: the one an exercise asked for, if any.
    ShownBy {
        id: &'static str,
        asked: Option<&'static str>,
    },
    /// The cell has no such candidate (or holds a digit).
    NotACandidate,
    /// Cannot be: from the move to a contradiction, by logic.
    Refuted(Box<Says>),
    /// No technique shows it yet, true or not.
    NotYet,
}
