//! What went wrong, as data: a reader's or a command's error is a
//! [`Problem`] (a message key and its arguments), and each catalogue says
//! it in its language ([`super::Catalogue::problem`]). English is one of
//! the catalogues, so no language is ever read back from another.

use crate::grid::{BoardError, Candidate, Cell};
use std::io;

/// An error message, in no language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Where in a text: `line 3, column 7: ...`; column 0 is the whole
    /// line (`line 3: ...`).
    At {
        line: usize,
        column: usize,
        problem: Box<Problem>,
    },
    /// Which file: `p.txt: ...`.
    In {
        file: String,
        problem: Box<Problem>,
    },
    /// `expected A, found B`.
    Expected {
        wanted: Wanted,
        found: Found,
    },
    /// `expected A` (nothing to show in its place).
    Missing(Wanted),
    /// A grid with fewer rows than its size, maybe small grids stacked
    /// without a blank line (`narrow`: the widest row and the size that
    /// would fit it).
    GridRows {
        size: usize,
        found: usize,
        narrow: Option<(usize, usize)>,
    },
    /// A tenth row in a block of grid lines.
    TenthRow {
        lines: usize,
        from: usize,
    },
    /// A line that is not text at all.
    UnreadableLine,
    /// A first line that is no known format.
    CannotTellFormat(Found),
    /// The givens break a rule, or a step does not fit the board.
    Board(BoardError),
    /// A file or standard input could not be read or written.
    Io(IoProblem),
    /// A file without one puzzle that could be read.
    NoPuzzleRead,
    /// An output that is one of the command's inputs: writing it would
    /// destroy what is being read.
    OutputIsAnInput,
    /// Standard output was closed when the command started (`>&-`):
    /// nothing written there could be read.
    StdoutClosed,
    /// Why a puzzle gets no rating.
    NoSolution,
    /// The learner's grid has no solution as read, and one once any one of
    /// `digits` is not a given: a one-candidate cell of a candidate grid,
    /// or a digit the learner placed, read as a given.
    NoSolutionAsRead {
        digits: Vec<crate::grid::Candidate>,
    },
    MoreThanOneSolution {
        found: usize,
    },
    AlreadySolved,
    /// `hint` on a grid with every cell filled.
    NothingToHint,
    /// `hint --known`: no technique the learner knows makes progress; the
    /// curriculum's next step is one of `next`, a technique of `tier`.
    NothingKnownApplies {
        next: &'static str,
        tier: crate::strategies::decl::Tier,
    },
    /// One of SE's direct techniques where a strategy is asked for: `base`
    /// taken only for the single it leaves at once, a name ratings use.
    DirectTechnique {
        id: String,
        base: &'static str,
    },
    /// `hint --known` with a word that is neither a tier nor a strategy.
    UnknownKnown {
        word: String,
        nearest: Vec<&'static str>,
    },
    NotExactlyOneSolution,
    /// An id that names no strategy, and up to three ids it may have
    /// meant ([`Problem::unknown_strategy`] finds them).
    UnknownStrategy {
        id: String,
        nearest: Vec<&'static str>,
    },
    /// `render --puzzle K` beyond the file's puzzles.
    NoPuzzleNumber {
        k: usize,
        count: usize,
    },
    /// A hint level outside 1 to 4.
    NoHintLevel {
        level: u8,
    },
    /// `render --step N` beyond the walkthrough's steps.
    NoStep {
        n: usize,
        steps: usize,
    },
    /// `generate --needs`: no puzzle of this size can need the strategy.
    NeverNeeded {
        id: &'static str,
        size: usize,
        why: crate::outcome::NeverNeeded,
    },
    /// `generate --needs`: none found in time (`misses`: too easy, needing
    /// something harder, judged no further once it left no room for the
    /// strategy, not minimal; `hardest_only`: only the hardest puzzles known
    /// need the strategy; `banked`: `--fresh` was given for a technique
    /// whose puzzles walks near the bank make at once).
    NoPuzzleInTime {
        id: &'static str,
        size: usize,
        candidates: u64,
        millis: u64,
        misses: [u64; 4],
        minimal: bool,
        curriculum: bool,
        hardest_only: bool,
        banked: bool,
    },
    /// A custom strategy's name: empty, or already a registered id.
    CustomName,
    NameTaken {
        id: String,
    },
    /// A custom strategy's finder panicked. In each of these, `id` names
    /// the strategy, and `name_ja` its Japanese name if it has one
    /// (`CustomStrategy::named_ja`).
    CustomPanicked {
        id: &'static str,
        name_ja: Option<&'static str>,
        message: String,
    },
    /// A custom step names a candidate the cell does not have.
    CustomNotACandidate {
        id: &'static str,
        name_ja: Option<&'static str>,
        candidate: Candidate,
    },
    /// A custom step places a digit in a filled cell.
    CustomFilledCell {
        id: &'static str,
        name_ja: Option<&'static str>,
        candidate: Candidate,
    },
    /// A custom step removes the solution's digit.
    CustomRemovesSolution {
        id: &'static str,
        name_ja: Option<&'static str>,
        candidate: Candidate,
    },
    /// A custom step places a digit that is not the solution's.
    CustomPlacesWrong {
        id: &'static str,
        name_ja: Option<&'static str>,
        candidate: Candidate,
    },
    /// `generate --worksheet` with a count it does not take.
    WorksheetCount {
        count: usize,
        most: usize,
    },
    /// `render --digit D` past the board's digits.
    NoSuchDigit {
        digit: u8,
        size: usize,
    },
    /// `render --strategy ID` for a uniqueness strategy, and no puzzle
    /// chosen has one solution.
    AssumesUnique {
        id: &'static str,
    },
    /// `find`: a uniqueness strategy on a puzzle without exactly one
    /// solution lists nothing.
    AssumesUniqueHere {
        id: &'static str,
    },
    /// `render --strategy ID`: no instance that removes or places anything.
    NoInstance {
        id: &'static str,
    },
    /// `--html DIR` names a file.
    NotAFolder,
    /// A file to write (`--worksheet FILE`) names a folder.
    IsAFolder,
    /// A board size other than 4, 6 and 9 asked for.
    UnsupportedSize(usize),
    /// `bench` without files, and none of the named sets found in `dir`.
    NoPuzzleFiles {
        dir: String,
    },
    /// A mistake in the learner's position (found by `check`), named
    /// before any hint is given from it.
    Mistake(super::Coaching),
    /// `check --puzzle`: the original puzzle and the position differ in size.
    PuzzleSize {
        puzzle: usize,
        position: usize,
    },
    /// `check --puzzle`: a given of the original puzzle that the position
    /// does not hold (another digit there, or none).
    GivenChanged {
        cell: Cell,
        given: u8,
        found: Option<u8>,
    },
    /// `check --puzzle`: neither one puzzle nor one per position.
    PuzzleCount {
        puzzles: usize,
        positions: usize,
    },
    /// The command line: an option, command or value the command does not
    /// take.
    Usage(super::Usage),
    /// A message the catalogues do not have yet: said as written (English).
    Other(String),
}

/// What a reader expected where it stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// A 9-line grid's cell.
    GridCell,
    /// A boxed grid's cell.
    BoxedCell,
    /// Candidate grids.
    CandidatesOrBar,
    CandidatesSpaceOrBar,
    Candidates,
    OneDigitAfterPlus,
    /// `)` to close `(` and these digits.
    CloseParen(String),
    /// Comma rows.
    Digit0To9,
    CommaOrEnd,
    /// A line of 81 (16, 36) characters: what may follow `count` cells.
    LineCell {
        count: usize,
    },
    /// 81 cells (or 16 or 36).
    Cells81,
    /// Rows of cells or digits (`unit`).
    CellsInARow {
        unit: Unit,
    },
    CellsInThisRow {
        size: usize,
        unit: Unit,
    },
    AtMostNineCells,
    Rows {
        size: usize,
    },
    ARow,
    ADigit,
    /// Whole texts.
    Puzzle,
    PuzzleInFormat(&'static str),
    OnePuzzle,
    /// HoDoKu library lines.
    Colon(ColonPlace),
    TechniqueCode,
    LibraryCandidates,
    DigitAfterPlus,
    LibraryGiven,
    LibraryCells,
    LibraryCandidate {
        size: usize,
    },
}

/// What a row is counted in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Cells,
    Values,
}

/// Where a library line needs a `:`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColonPlace {
    Start,
    AfterCode,
    AfterCandidates,
}

/// What a reader found instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    Char(char),
    /// A piece of text, shown in quotes.
    Text(String),
    EndOfLine,
    EndOfGivens,
    Count(usize),
    /// `'0'`, which alone marks a cell without candidates.
    LoneZero,
    OnlyEmptyLines,
    None,
    SecondPuzzle,
}

impl Found {
    /// The first character of `rest`, or the end of the line.
    pub fn at(rest: &str) -> Found {
        match rest.chars().next() {
            Some(c) => Found::Char(c),
            None => Found::EndOfLine,
        }
    }
}

/// An input or output error: its kind, its OS code and the system's own
/// words for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IoProblem {
    pub kind: io::ErrorKind,
    pub os_code: Option<i32>,
    pub text: String,
    /// Standard input rather than a named file.
    pub stdin: bool,
    /// Writing the file (a missing folder is then the folder's fault).
    pub writing: bool,
}

impl IoProblem {
    pub fn new(e: &io::Error) -> IoProblem {
        IoProblem {
            kind: e.kind(),
            os_code: e.raw_os_error(),
            text: e.to_string(),
            stdin: false,
            writing: false,
        }
    }

    /// A problem writing a file.
    pub fn writing(e: &io::Error) -> IoProblem {
        IoProblem {
            writing: true,
            ..IoProblem::new(e)
        }
    }
}

impl Problem {
    /// The problem at a place in a text.
    pub fn at(line: usize, column: usize, problem: Problem) -> Problem {
        Problem::At {
            line,
            column,
            problem: Box::new(problem),
        }
    }

    /// The problem in a file.
    pub fn in_file(file: impl Into<String>, problem: Problem) -> Problem {
        Problem::In {
            file: file.into(),
            problem: Box::new(problem),
        }
    }

    /// `expected A, found B`.
    pub fn expected(wanted: Wanted, found: Found) -> Problem {
        Problem::Expected { wanted, found }
    }
}

impl From<String> for Problem {
    fn from(s: String) -> Problem {
        Problem::Other(s)
    }
}

impl std::error::Error for Problem {}

impl std::fmt::Display for Problem {
    /// In English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::en::problem(self))
    }
}
