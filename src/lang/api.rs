//! What the live app's API says is wrong with a request (`sudoku-explorer
//! serve`, docs/api.md). Each catalogue says every [`ApiProblem`], so an
//! error is in the learner's language like everything else.

use crate::grid::Cell;

/// A request the API cannot answer, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApiProblem {
    /// The body is not JSON of the route's shape (serde's words in `detail`).
    BadJson { detail: String },
    /// `field` has `found` characters where a position has 16, 36 or 81.
    PositionSize { field: String, found: usize },
    /// `field` has `found` characters where `expected` were due.
    FieldLength {
        field: String,
        found: usize,
        expected: usize,
    },
    /// `field` at `cell` holds `found`, which is no digit of the board.
    NotADigit {
        field: String,
        cell: Cell,
        found: char,
    },
    /// `position.values` at `cell` differs from the given there.
    GivenChanged { cell: Cell },
    /// `position.candidates` at `cell` is not three hexadecimal digits of
    /// the board's candidates.
    BadCandidates { cell: Cell, found: String },
    /// A candidate code that is no cell and digit of the board.
    BadCode { field: String, code: i64 },
    /// A hint level other than 1 to 4.
    BadLevel { found: i64 },
    /// A board size other than 4, 6 or 9.
    BadSize { found: String },
    /// A language other than en and ja.
    BadLang { found: String },
    /// A move that is neither `r3c4<>5` nor `r3c4=5`.
    BadMove { found: String },
    /// More items in `field` than one request may ask about.
    TooMany { field: String, limit: usize },
    /// No lesson has this id.
    NoLesson { id: String },
    /// No route at this path (for this method).
    NoRoute { method: String, path: String },
    /// A request to the loopback-only server named another host (`host`, cut
    /// to 100 characters): a web page may be reaching it through DNS.
    ForeignHost { host: String },
    /// The body is over the limit (bytes).
    TooLarge { limit: usize },
    /// The work ran out of its time (seconds).
    OutOfTime { seconds: u64 },
    /// The work failed inside the server (a bug); the server goes on.
    Failed,
    /// The position is solved: no next step.
    Solved,
}
