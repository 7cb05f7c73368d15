//! `boxed`: a grid drawn with its boxes, as Simple Sudoku saves `.ss` files.
//!
//! ```text
//! *-----------*
//! |8..|...|...|
//! |..3|6..|...|
//! |.7.|.9.|2..|
//! |---+---+---|
//! |.5.|..7|...|
//! ...
//! *-----------*
//! ```
//!
//! A row is one character per cell: a digit, or a blank `.`, `0`, `_`, `x` or
//! `X`; `|` between boxes (and around the grid) and spaces are ignored, so
//! `8 . . | . . . | . . .` is a row too. Lines made only of `-`, `=`, `+`,
//! `*`, `|`, `.`, `:`, `'` and spaces, with at least one `-` or `=`, are
//! borders and separators (`---+---+---`, `*-----------*`); they are optional
//! and not checked against the box layout. The side N (4, 6 or 9) is the
//! number of cells in the puzzle's first rows and the puzzle is the next N
//! rows, so puzzles can follow each other directly. 6x6 boxes are 2 rows by
//! 3 columns. `#` lines are comments; those just before a puzzle become its
//! comment.
//!
//! [`write()`] draws the grid with a `*---*` border, `|` between boxes and
//! `---+---` between box rows, `.` for blanks.

use super::rows::{read_row, LineItem, Misread, Row, RowFormat};
use super::{ParseError, Puzzle};
use crate::grid::Board;
use crate::lang::problem::{Found, Problem, Unit, Wanted};
use nom::branch::alt;
use nom::character::complete::{one_of, satisfy};
use nom::combinator::{map, value};
use nom::{IResult, Parser};

/// Rows of cells between optional borders.
const BOXED: RowFormat<u8> = RowFormat {
    unit: Unit::Cells,
    borders: true,
    read_line: |number, line| LineItem::Row(read_cells(number, line)),
    build: |size, digits| Board::from_values(size, digits, true),
    uncleaned: |_, _| 0,
};

/// Reads every puzzle of a text in the boxed format.
pub fn parse(text: &str) -> Vec<Result<Puzzle, ParseError>> {
    BOXED.parse(text)
}

/// What stands between cells: spaces and box walls.
fn is_filler(c: char) -> bool {
    c.is_whitespace() || c == '|'
}

/// One cell: its digit, 0 for a blank.
fn cell(input: &str) -> IResult<&str, u8> {
    alt((
        map(satisfy(|c| c.is_ascii_digit() && c != '0'), |c| {
            c as u8 - b'0'
        }),
        value(0, one_of(".0_xX")),
    ))
    .parse(input)
}

fn read_cells(number: usize, line: &str) -> Result<Row<u8>, ParseError> {
    read_row(number, line, is_filler, |at| {
        cell(at).map_err(|_| Misread::new(at, Problem::expected(Wanted::BoxedCell, Found::at(at))))
    })
}

/// The board drawn with its boxes (see the module docs), `.` for blanks.
pub fn write(board: &Board) -> String {
    let geometry = board.geometry();
    let (size, box_rows, box_cols) = (geometry.size, geometry.box_rows, geometry.box_cols);
    let boxes_across = size / box_cols;
    let border = format!("*{}*\n", "-".repeat(size + boxes_across - 1));
    let separator = format!("|{}|\n", vec!["-".repeat(box_cols); boxes_across].join("+"));
    let cells: Vec<char> = board.to_line().chars().collect();
    let mut text = border.clone();
    for (r, row) in cells.chunks(size).enumerate() {
        if r > 0 && r % box_rows == 0 {
            text.push_str(&separator);
        }
        for (c, &cell) in row.iter().enumerate() {
            if c % box_cols == 0 {
                text.push('|');
            }
            text.push(cell);
        }
        text.push_str("|\n");
    }
    text.push_str(&border);
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<String> {
        parse(text)
            .into_iter()
            .map(|p| match p {
                Ok(p) => format!("{}: {}", p.line, p.board.to_line()),
                Err(e) => e.to_string(),
            })
            .collect()
    }

    /// puzzles/worlds-hardest.txt drawn as Simple Sudoku saves a `.ss` file
    /// (written by hand for this test).
    const SS: &str = "\
*-----------*
|8..|...|...|
|..3|6..|...|
|.7.|.9.|2..|
|---+---+---|
|.5.|..7|...|
|...|.45|7..|
|...|1..|.3.|
|---+---+---|
|..1|...|.68|
|..8|5..|.1.|
|.9.|...|4..|
*-----------*
";
    const WORLDS_HARDEST: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    #[test]
    fn simple_sudoku_file() {
        assert_eq!(lines(SS), [format!("2: {WORLDS_HARDEST}")]);
        let board = parse(SS)[0].as_ref().expect("valid").board.clone();
        assert_eq!(write(&board), SS);
    }

    #[test]
    fn without_border_spaces_and_other_blanks() {
        // The same puzzle without the border, with spaces, 'x', '0' and '_'
        // blanks, and walls left out (hand-written), then a 4x4 and a 6x6 from
        // the shared mini sets (first puzzle of each), as `write` draws them.
        let text = "\
8 x x | x x x | x x x
x x 3 | 6 x x | x x x
x 7 x | x 9 x | 2 x x
------+-------+------
050 007 000
000045700
___1___3_
..1...|.68
..8|5..|.1.
.9.|_..|4..
*-----*
|4.|..|
|..|4.|
|--+--|
|..|.3|
|.2|..|
*-----*
|..3|...|
|4..|...|
|---+---|
|2..|3.5|
|...|..1|
|---+---|
|.6.|5.4|
|5..|.1.|
*-------*
";
        assert_eq!(
            lines(text),
            [
                format!("1: {WORLDS_HARDEST}"),
                "12: 4.....4....3.2..".to_string(),
                "18: ..3...4.....2..3.5.....1.6.5.45...1.".to_string(),
            ]
        );
    }

    #[test]
    fn typical_mistakes() {
        let mut rows: Vec<String> = SS.lines().map(String::from).collect();
        rows[3] = "|.7.|.9.|2.?|".into();
        assert_eq!(
            lines(&rows.join("\n")),
            ["line 4, column 12: expected a digit 1-9, a blank ('.', '0', '_', 'x') or '|', found '?'"]
        );
        rows[3] = "|.7.|.9.|2.|".into();
        assert_eq!(
            lines(&rows.join("\n")),
            ["line 4, column 13: expected 9 cells in this row, found 8"]
        );
        rows[3] = "|.7.|.9.|2.8|".into();
        assert_eq!(
            lines(&rows.join("\n")),
            ["line 2: r3c9 and r7c9 both hold 8"]
        );
        // Too few rows: the last box row cut off.
        let short: Vec<&str> = SS.lines().take(9).collect();
        assert_eq!(
            lines(&short.join("\n")),
            ["line 2: expected 9 rows for a 9x9 puzzle, found 6"]
        );
        // A digit too large for a 4x4 (hand-made).
        assert_eq!(
            lines("|4.|..|\n|..|4.|\n|..|.7|\n|.2|..|\n"),
            ["line 3, column 6: r3c4 holds 7, but a 4x4 board has digits 1-4"]
        );
    }
}
