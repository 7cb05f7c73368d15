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
//! cell (`1259`); a one-digit word is a solved cell, taken as a given. `|`
//! between boxes is ignored, and lines made only of `-`, `=`, `+`, `*`, `|`,
//! `.`, `:`, `'` and spaces (with at least one `-` or `=`) are borders and
//! separators: HoDoKu's `.----.----.`, `:----+----:`, `'----'----'`,
//! SudokuWiki's `+-----+-----+`, or none at all. The side N (4, 6 or 9) is
//! the number of words in the puzzle's first rows and the puzzle is the next
//! N rows. The word `0` stands for a cell without candidates, which makes the
//! position unsolvable and is reported as an error. `#` lines are comments;
//! those just before a puzzle become its comment.
//!
//! The board is built with [`Board::from_candidates`]: the candidates are
//! kept as printed, except that a solved cell's digit leaves its peers.
//!
//! [`write()`] prints every cell's candidates (a solved cell as its digit),
//! each column padded to its widest word, inside a border of `+`, `-` and
//! `|`, with `|` between boxes and `+---+` lines between box rows.

use super::rows::{read_row, LineItem, Misread, Row, RowFormat};
use super::shared::{found, quote_char};
use super::{ParseError, Puzzle};
use crate::grid::{Board, Cell, DigitSet};
use nom::bytes::complete::take_while1;
use nom::{IResult, Parser};

/// Rows of candidate words between optional borders.
const CANDIDATES: RowFormat<DigitSet> = RowFormat {
    unit: "cells",
    borders: true,
    read_line: |number, line| LineItem::Row(read_words(number, line)),
    build: Board::from_candidates,
};

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

fn read_words(number: usize, line: &str) -> Result<Row<DigitSet>, ParseError> {
    read_row(number, line, is_filler, |at| {
        let Ok((after, digits)) = word(at) else {
            return Err(Misread::new(
                at,
                format!("expected candidate digits 1-9 or '|', found {}", found(at)),
            ));
        };
        // A word must end at filler or the end of the line ("12a" is wrong).
        if let Some(c) = after.chars().next().filter(|&c| !is_filler(c)) {
            return Err(Misread::new(
                after,
                format!(
                    "expected candidate digits 1-9, whitespace or '|', found {}",
                    quote_char(c)
                ),
            ));
        }
        let set = if digits == "0" {
            DigitSet::EMPTY
        } else if let Some(zero) = digits.find('0') {
            return Err(Misread::new(
                digits.get(zero..).unwrap_or(""),
                "expected candidate digits 1-9, found '0' (a lone '0' marks a cell without candidates)",
            ));
        } else {
            digits.bytes().map(|b| b - b'0').collect()
        };
        Ok((after, set))
    })
}

/// What a cell shows: its digit, its candidates, or `0` for none.
fn cell_word(board: &Board, cell: Cell) -> String {
    match board.value(cell) {
        Some(d) => d.to_string(),
        None if board.candidates(cell).is_empty() => "0".to_string(),
        None => board.candidates(cell).to_string(),
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
}
