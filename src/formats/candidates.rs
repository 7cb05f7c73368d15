//! `candidates`: a pencil-mark grid, the candidates of every cell, as
//! HoDoKu and SudokuWiki print them.
//!
//! ```text
//! .----------------.--------------.
//! | 12    3    4   | 5    12   6  |
//! ...
//! :----------------+--------------:
//! ...
//! '----------------'--------------'
//! ```
//!
//! A row is N words separated by whitespace, each word the candidates of one
//! cell (`1259`); a one-digit word is a solved cell, taken as a given. Two
//! marks keep a position exact (this tool writes them; other tools' grids
//! do not need them): `+5` is a digit placed while solving (HoDoKu's library
//! format marks placed digits the same way), and `(5)` an open cell with one
//! candidate left (`(1259)` is read too). `|`
//! between boxes is ignored, and lines made only of `-`, `=`, `+`, `*`, `|`,
//! `.`, `:`, `'` and spaces (with at least one `-` or `=`) are borders and
//! separators: HoDoKu's `.----.----.`, `:----+----:`, `'----'----'`,
//! SudokuWiki's `+-----+-----+`, or none at all. The side N (4, 6 or 9) is
//! the number of words in the puzzle's first rows and the puzzle is the next
//! N rows. The word `0` stands for a cell without candidates, which makes the
//! position unsolvable and is reported as an error. `#` lines are comments;
//! those just before a puzzle become its comment.
//!
//! The board is built with [`Board::from_marks`]: the candidates are kept as
//! printed, except that a digit leaves its peers.
//!
//! [`write()`] prints every cell (a given as its digit, a placed digit as
//! `+5`, an open cell as its candidates, `(5)` when only one is left),
//! each column padded to its widest word, inside a border of `+`, `-` and
//! `|`, with `|` between boxes and `+---+` lines between box rows.

use super::rows::{read_row, LineItem, Misread, Row, RowFormat};
use super::{ParseError, Puzzle};
use crate::grid::{Board, Cell, CellMark, DigitSet};
use crate::lang::problem::{Found, Problem, Unit, Wanted};
use nom::bytes::complete::take_while1;
use nom::{IResult, Parser};

/// Rows of candidate words between optional borders.
const CANDIDATES: RowFormat<CellMark> = RowFormat {
    unit: Unit::Cells,
    borders: true,
    read_line: |number, line| LineItem::Row(read_words(number, line)),
    build: Board::from_marks,
    uncleaned,
};

/// How many candidates of the open cells a digit of a peer (given or
/// placed) rules out: pencil marks the learner has not cleaned, which the
/// board leaves out.
fn uncleaned(size: usize, marks: &[CellMark]) -> usize {
    let Some(geo) = crate::grid::Geometry::for_size(size) else {
        return 0;
    };
    if marks.len() != size * size {
        return 0;
    }
    let at = |c: Cell| marks[c.row() * size + c.col()];
    geo.cells()
        .map(|cell| match at(cell) {
            CellMark::Open(cands) => {
                let seen: DigitSet = geo
                    .peers(cell)
                    .iter()
                    .filter_map(|p| match at(p) {
                        CellMark::Given(d) | CellMark::Placed(d) => Some(DigitSet::single(d)),
                        CellMark::Open(_) => None,
                    })
                    .fold(DigitSet::EMPTY, |a, b| a | b);
                (cands & seen).len()
            }
            _ => 0,
        })
        .sum()
}

/// Reads every puzzle of a text in the candidates format.
pub fn parse(text: &str) -> Vec<Result<Puzzle, ParseError>> {
    CANDIDATES.parse(text)
}

/// Whether `c` separates words: whitespace or a box wall.
fn is_filler(c: char) -> bool {
    c.is_whitespace() || c == '|'
}

/// A word of digits: the candidates of one cell.
fn word(input: &str) -> IResult<&str, &str> {
    take_while1(|c: char| c.is_ascii_digit()).parse(input)
}

/// Whether `w` reads as one cell of a candidate grid: digits, `+5` or
/// `(125)` (for format detection).
pub(crate) fn is_candidate_word(w: &str) -> bool {
    let digits = |d: &str| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit());
    digits(w)
        || w.strip_prefix('+').is_some_and(digits)
        || w.strip_prefix('(')
            .and_then(|r| r.strip_suffix(')'))
            .is_some_and(digits)
}

/// How a word is marked: `+5` (placed), `(5)` (open), or plain.
#[derive(Clone, Copy, PartialEq)]
enum Marker {
    Plain,
    Placed,
    Open,
}

fn read_words(number: usize, line: &str) -> Result<Row<CellMark>, ParseError> {
    read_row(number, line, is_filler, |at| {
        let (marker, inner) = if let Some(r) = at.strip_prefix('+') {
            (Marker::Placed, r)
        } else if let Some(r) = at.strip_prefix('(') {
            (Marker::Open, r)
        } else {
            (Marker::Plain, at)
        };
        let Ok((mut after, digits)) = word(inner) else {
            return Err(Misread::new(
                inner,
                Problem::expected(Wanted::CandidatesOrBar, Found::at(inner)),
            ));
        };
        if marker == Marker::Placed && digits.len() != 1 {
            return Err(Misread::new(
                at,
                Problem::expected(Wanted::OneDigitAfterPlus, Found::Text(format!("+{digits}"))),
            ));
        }
        if marker == Marker::Open {
            let Some(r) = after.strip_prefix(')') else {
                return Err(Misread::new(
                    after,
                    Problem::expected(Wanted::CloseParen(digits.to_string()), Found::at(after)),
                ));
            };
            after = r;
        }
        // A word must end at filler or the end of the line ("12a" is wrong).
        if let Some(c) = after.chars().next().filter(|&c| !is_filler(c)) {
            return Err(Misread::new(
                after,
                Problem::expected(Wanted::CandidatesSpaceOrBar, Found::Char(c)),
            ));
        }
        let set = if digits == "0" {
            DigitSet::EMPTY
        } else if let Some(zero) = digits.find('0') {
            return Err(Misread::new(
                digits.get(zero..).unwrap_or(""),
                Problem::expected(Wanted::Candidates, Found::LoneZero),
            ));
        } else {
            digits.bytes().map(|b| b - b'0').collect()
        };
        let mark = match (marker, set.single_digit()) {
            (Marker::Placed, Some(d)) => CellMark::Placed(d),
            (Marker::Plain, Some(d)) => CellMark::Given(d),
            _ => CellMark::Open(set),
        };
        Ok((after, mark))
    })
}

/// What a cell shows: a given as its digit, a placed digit as `+5`, an open
/// cell as its candidates (`(5)` when only one is left, `0` for none).
fn cell_word(board: &Board, cell: Cell) -> String {
    match board.mark(cell) {
        CellMark::Given(d) => d.to_string(),
        CellMark::Placed(d) => format!("+{d}"),
        CellMark::Open(s) if s.is_empty() => "0".to_string(),
        CellMark::Open(s) if s.len() == 1 => format!("({s})"),
        CellMark::Open(s) => s.to_string(),
    }
}

/// The candidate grid (see the module docs).
pub fn write(board: &Board) -> String {
    let geometry = board.geometry();
    let (size, box_rows, box_cols) = (geometry.size, geometry.box_rows, geometry.box_cols);
    let words: Vec<String> = geometry.cells().map(|c| cell_word(board, c)).collect();
    let widths: Vec<usize> = (0..size)
        .map(|col| {
            words
                .iter()
                .skip(col)
                .step_by(size)
                .map(String::len)
                .max()
                .unwrap_or(1)
        })
        .collect();
    // Each box column is " w w w " between walls: its words, one space apart
    // and one space from the walls.
    let separator: String = widths
        .chunks(box_cols)
        .map(|ws| format!("+{}", "-".repeat(ws.iter().sum::<usize>() + ws.len() + 1)))
        .chain(std::iter::once("+\n".to_string()))
        .collect();
    let mut text = separator.clone();
    for (r, row) in words.chunks(size).enumerate() {
        if r > 0 && r % box_rows == 0 {
            text.push_str(&separator);
        }
        for (c, (word, width)) in row.iter().zip(&widths).enumerate() {
            if c % box_cols == 0 {
                text.push('|');
            }
            text.push(' ');
            text.push_str(&format!("{word:width$}"));
            if c % box_cols == box_cols - 1 {
                text.push(' ');
            }
        }
        text.push_str("|\n");
    }
    text.push_str(&separator);
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The candidates of puzzles/worlds-hardest.txt, computed from its givens,
    /// laid out the way HoDoKu prints a candidate grid (typed for this test).
    const HODOKU: &str = "\
.----------------------.----------------------.-----------------------.
| 8       1246   24569 | 2347   12357   1234  | 13569  4579   1345679 |
| 12459   124    3     | 6      12578   1248  | 1589   45789  14579   |
| 1456    7      456   | 348    9       1348  | 2      458    13456   |
:----------------------+----------------------+-----------------------:
| 123469  5      2469  | 2389   2368    7     | 1689   2489   12469   |
| 12369   12368  269   | 2389   4       5     | 7      289    1269    |
| 24679   2468   24679 | 1      268     2689  | 5689   3      24569   |
:----------------------+----------------------+-----------------------:
| 23457   234    1     | 23479  237     2349  | 359    6      8       |
| 23467   2346   8     | 5      2367    23469 | 39     1      2379    |
| 23567   9      2567  | 2378   123678  12368 | 4      257    2357    |
'----------------------'----------------------'-----------------------'
";
    const WORLDS_HARDEST: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    fn lines(text: &str) -> Vec<String> {
        parse(text)
            .into_iter()
            .map(|p| match p {
                Ok(p) => format!("{}: {}", p.line, p.board.to_line()),
                Err(e) => e.to_string(),
            })
            .collect()
    }

    fn givens(line: &str) -> Board {
        let digits: Vec<u8> = line
            .bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect();
        Board::from_givens(&digits).expect("valid")
    }

    #[test]
    fn hodoku_grid() {
        let puzzles = parse(HODOKU);
        assert_eq!(puzzles.len(), 1);
        let puzzle = puzzles[0].as_ref().expect("valid");
        assert_eq!(puzzle.line, 2);
        assert_eq!(puzzle.board, givens(WORLDS_HARDEST));
        // With 1 taken out of r1c2 and r9c5 (an elimination made while solving).
        let edited = HODOKU
            .replacen("8       1246 ", "8       246  ", 1)
            .replacen("123678 ", "23678  ", 1);
        let board = parse(&edited)[0].as_ref().expect("valid").board.clone();
        assert_eq!(board.candidates(Cell::new(0, 1)).to_string(), "246");
        assert_eq!(board.candidates(Cell::new(8, 4)).to_string(), "23678");
        assert_eq!(
            board.candidate_count(),
            givens(WORLDS_HARDEST).candidate_count() - 2
        );
        // `write` aligns the columns in its own border; it reads back the same.
        let written = write(&board);
        assert_eq!(
            written.lines().nth(1),
            Some("| 8      246   24569 | 2347  12357 1234  | 13569 4579  1345679 |")
        );
        assert_eq!(parse(&written)[0].as_ref().expect("valid").board, board);
    }

    #[test]
    fn without_separators_and_minis() {
        // The 4x4 and 6x6 first puzzles of the shared mini sets, their
        // candidates typed by hand: the 4x4 with no lines between boxes at
        // all, the 6x6 with SudokuWiki-style `+---+` lines.
        let text = "\
4 123 123 123
123 13 4 12
12 14 124 3
13 2 13 14

+----------------+----------------+
| 126 125 3      | 1256 1256 4   |
";
        let four = &parse(text)[0];
        let four = four.as_ref().expect("valid");
        assert_eq!(four.board.to_line(), "4.....4....3.2..");
        assert_eq!(four.board.candidates(Cell::new(1, 1)).to_string(), "13");
        assert_eq!(
            lines(text)[1],
            "line 7: expected 6 rows for a 6x6 puzzle, found 1"
        );
    }

    #[test]
    fn typical_mistakes() {
        let rows: Vec<&str> = HODOKU.lines().collect();
        let with = |index: usize, row: &str| {
            let mut rows = rows.clone();
            rows[index] = row;
            rows.join("\n")
        };
        assert_eq!(
            lines(&with(
                1,
                "| 8       1246   24569 | 2347   12357   1234  | 13569  4579   134x679 |"
            )),
            ["line 2, column 66: expected candidate digits 1-9, whitespace or '|', found 'x'"]
        );
        assert_eq!(
            lines(&with(
                1,
                "| 8       1246   24569 | 2347   12357   1234  | 13569  4579  . |"
            )),
            ["line 2, column 62: expected candidate digits 1-9 or '|', found '.'"]
        );
        assert_eq!(
            lines(&with(
                1,
                "| 8       1246   24569 | 2347   12357   1234  | 13569  4579   |"
            )),
            ["line 2, column 64: expected 9 cells in this row, found 8"]
        );
        assert_eq!(
            lines(&with(1, "| 8       1246   24569 | 2347   12357   1234  | 13569  4579   13056 |")),
            ["line 2, column 65: expected candidate digits 1-9, found '0' (a lone '0' marks a cell without candidates)"]
        );
        assert_eq!(
            lines(&with(
                1,
                "| 8       1246   24569 | 2347   12357   1234  | 13569  4579   0 |"
            )),
            ["line 2, column 63: r1c9 is empty and has no candidates left"]
        );
        assert_eq!(
            lines(&with(
                1,
                "| 8       1246   24569 | 2347   12357   1234  | 13569  4579   8 |"
            )),
            ["line 2: r1c1 and r1c9 both hold 8"]
        );
        let short: Vec<&str> = rows.iter().take(8).copied().collect();
        assert_eq!(
            lines(&short.join("\n")),
            ["line 2: expected 9 rows for a 9x9 puzzle, found 6"]
        );
        // A digit too large for a 4x4 (hand-made).
        assert_eq!(
            lines("4 123 123 123\n123 13 4 12\n12 14 124 3\n13 2 13 15\n"),
            ["line 4, column 9: r4c4 holds 5, but a 4x4 board has digits 1-4"]
        );
    }

    /// Every cell of `b` as [`Board::mark`] shows it.
    fn marks(b: &Board) -> Vec<CellMark> {
        b.geometry().cells().map(|c| b.mark(c)).collect()
    }

    #[test]
    fn placed_digits_and_one_candidate_cells_survive_a_round_trip() {
        // The 4x4 of the lossy report: r1c4 has one candidate left, but is open.
        let b = crate::formats::parse_board("1.....3..4.....2").unwrap();
        let text = write(&b);
        assert!(text.contains("(4)"), "{text}");
        let back = crate::formats::parse_board(&text).unwrap();
        assert_eq!(marks(&back), marks(&b));
        // Generated puzzles of every size, part-solved by the walkthrough
        // (placed digits, eliminations, open one-candidate cells): the grid
        // reads back to the same givens, digits and candidates.
        let mut rng = crate::generate::Rng::new(7);
        let (mut placed, mut singles) = (0, 0);
        for size in [4, 6, 9] {
            for _ in 0..30 {
                let start =
                    crate::generate::puzzle(size, crate::generate::Symmetry::None, &mut rng)
                        .expect("a puzzle");
                let w = crate::solver::Solver::new().solve(&start);
                let at = w.steps.len() / 2;
                let b = w.board_before(at);
                let back = parse(&write(&b)).remove(0).expect("reads back").board;
                assert_eq!(marks(&back), marks(&b), "{}", write(&b));
                placed += (b.filled_cells() - b.givens()).len();
                singles += b
                    .empty_cells()
                    .iter()
                    .filter(|&c| b.candidates(c).len() == 1)
                    .count();
            }
        }
        assert!(
            placed > 100 && singles > 10,
            "{placed} placed, {singles} singles"
        );
    }

    #[test]
    fn marks_that_do_not_fit_are_errors() {
        let err = |text: &str| parse(text).remove(0).unwrap_err().to_string();
        let grid = |first: &str| format!("{first} 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n");
        assert!(parse(&grid("+1"))[0].is_ok());
        assert!(parse(&grid("(1)"))[0].is_ok());
        assert_eq!(
            err(&grid("+12")),
            "line 1, column 1: expected one digit after '+' (a placed digit), found '+12'"
        );
        assert_eq!(
            err(&grid("(1")),
            "line 1, column 3: expected ')' to close '(1', found ' '"
        );
    }
}
