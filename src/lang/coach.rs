//! What a coach says, as data: the hint levels below the whole step (see
//! [`crate::coach`]), said by each catalogue ([`super::Catalogue::coaching`]).

use crate::grid::{Cell, DigitSet, House};
use crate::lang::Says;

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
    /// `check`: a deleted candidate that is the solution's digit.
    /// (No refutation: one would end on the cell's solution digit.)
    DeletedNeeded { cell: Cell, digit: u8 },
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
    /// A wrong answer's candidate: not a candidate of its cell.
    NotACandidate { cell: Cell, digit: u8 },
    /// A wrong answer's candidate: the solution's digit.
    RemovesSolution { cell: Cell, digit: u8 },
    /// A wrong answer's candidate: the strategy does not touch it here.
    NotThisStrategy {
        cell: Cell,
        digit: u8,
        id: &'static str,
    },
    /// The practice page: why an item of the learner's answer is wrong,
    /// said after the item (`r3c4<>5: ...`), which the page writes.
    ItemNotACandidate,
    /// It is the solution's digit.
    ItemSolutionDigit,
    /// The strategy does not touch it here.
    ItemNotThisStrategy { id: &'static str },
}
