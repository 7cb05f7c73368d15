//! `comma`: a row per line, the digits separated by commas, `0` for a blank,
//! the way puzzles are kept in BASIC `DATA` statements.
//!
//! ```text
//! data 4,0,0,0
//! data 2,0,3,4
//! data 3,4,0,1
//! data 0,0,0,3
//! ```
//!
//! (`puzzles/mini4x4-020.bas`). The keyword `data` is optional and may be in
//! any case, and a BASIC line number may come first (`100 DATA 6,0,2,...`).
//! Spaces around the commas are allowed. The side N (4, 6 or 9) is the number
//! of values in the puzzle's first rows, and the puzzle is the next N rows;
//! puzzles may follow each other directly or with empty lines between them.
//! `#` lines and BASIC `REM` lines are comments; comment lines just before a
//! puzzle become its comment.
//!
//! [`write()`] prints N lines `data d,d,...` with `0` for blanks.

use super::rows::{LineItem, Misread, Row, RowFormat, RowReader};
use super::shared::text_from;
use super::{ParseError, Puzzle};
use crate::grid::Board;
use crate::lang::problem::{Found, Problem, Unit, Wanted};
use nom::branch::alt;
use nom::bytes::complete::{tag_no_case, take_till};
use nom::character::complete::{char, digit1, satisfy, space0, space1};
use nom::combinator::{eof, opt, value};
use nom::multi::separated_list1;
use nom::sequence::{delimited, preceded, terminated};
use nom::{IResult, Parser};

/// The BASIC keyword that starts a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Keyword {
    Data,
    Rem,
}

/// An optional line number, then `data` or `rem` (any case).
fn keyword(input: &str) -> IResult<&str, Keyword> {
    preceded(
        opt((digit1, space1)),
        alt((
            value(Keyword::Data, tag_no_case("data")),
            value(
                Keyword::Rem,
                terminated(tag_no_case("rem"), alt((space1, eof))),
            ),
        )),
    )
    .parse(input)
}

/// Whether a line starts like a comma row: `data` or `rem` after an optional
/// line number, or a digit and a comma (`6,0,2`, `6 , 0`).
pub(crate) fn starts_like_comma_row(line: &str) -> bool {
    let line = line.trim_start();
    let first_value: IResult<&str, _> =
        (satisfy(|c| c.is_ascii_digit()), space0, char(',')).parse(line);
    keyword(line).is_ok() || first_value.is_ok()
}

/// The values of a row: runs of characters up to a comma or whitespace,
/// separated by commas with optional spaces around them.
fn values(input: &str) -> IResult<&str, Vec<&str>> {
    separated_list1(
        delimited(space0, char(','), space0),
        take_till(|c: char| c == ',' || c.is_whitespace()),
    )
    .parse(input)
}

/// Rows of values, no borders; BASIC `REM` lines are comments too.
const COMMA: RowFormat<u8> = RowFormat {
    unit: Unit::Values,
    borders: false,
    read_line,
    build: |size, digits| Board::from_values(size, digits, true),
    uncleaned: |_, _| 0,
};

/// Reads every puzzle of a text in the comma format.
pub fn parse(text: &str) -> Vec<Result<Puzzle, ParseError>> {
    COMMA.parse(text)
}

fn read_line(number: usize, line: &str) -> LineItem<'_, u8> {
    let start = line.trim_start();
    let (rest, keyword) = match opt(keyword).parse(start) {
        Ok(parsed) => parsed,
        Err(_) => (start, None),
    };
    if keyword == Some(Keyword::Rem) {
        return LineItem::Comment(line);
    }
    LineItem::Row(read_values(number, line, rest))
}

/// The values of one row; `rest` is the line after the keyword.
fn read_values(number: usize, line: &str, rest: &str) -> Result<Row<u8>, ParseError> {
    let rest = rest.trim_start();
    let (after, tokens) = match values(rest) {
        Ok(parsed) => parsed,
        Err(_) => (rest, Vec::new()),
    };
    let mut row = RowReader::new(number, line);
    for token in tokens {
        match token.as_bytes() {
            [d @ b'0'..=b'9'] => row.push(token, d - b'0'),
            _ => {
                let what = if token.is_empty() {
                    // An empty value: say what stands in its place.
                    Found::at(text_from(line, token))
                } else {
                    Found::Text(token.to_string())
                };
                return Err(row.error(Misread::new(
                    token,
                    Problem::expected(Wanted::Digit0To9, what),
                )));
            }
        }
    }
    let leftover = after.trim();
    if !leftover.is_empty() {
        return Err(row.error(Misread::new(
            after.trim_start(),
            Problem::expected(Wanted::CommaOrEnd, Found::at(leftover)),
        )));
    }
    Ok(row.finish())
}

/// The board as N lines `data d,d,...`, `0` for blanks.
pub fn write(board: &Board) -> String {
    let size = board.size();
    let mut text = String::with_capacity(size * (2 * size + 5));
    for row in board.values().chunks(size) {
        text.push_str("data ");
        for (i, d) in row.iter().enumerate() {
            if i > 0 {
                text.push(',');
            }
            text.push(char::from(b'0' + d));
        }
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const NIKOLI_P6: &str = include_str!("../../puzzles/nikoli-p6.bas");
    const MINI4X4_020: &str = include_str!("../../puzzles/mini4x4-020.bas");

    fn lines(text: &str) -> Vec<String> {
        parse(text)
            .into_iter()
            .map(|p| match p {
                Ok(p) => format!("{}: {}", p.line, p.board.to_line()),
                Err(e) => e.to_string(),
            })
            .collect()
    }

    #[test]
    fn seed_files() {
        // puzzles/nikoli-p6.bas (9x9) and puzzles/mini4x4-020.bas (4x4).
        assert_eq!(
            lines(NIKOLI_P6),
            ["1: 6.2..1..5..1...6...8..5..233..9.2.....4...8.....1.3..751..6..8...3...2..2..7..5.1"]
        );
        assert_eq!(lines(MINI4X4_020), ["1: 4...2.3434.1...3"]);
        let board = parse(MINI4X4_020)[0].as_ref().expect("valid").board.clone();
        assert_eq!(write(&board), MINI4X4_020);
    }

    #[test]
    fn line_numbers_case_and_spacing() {
        // mini4x4-020.bas retyped as a BASIC listing, with a REM, mixed case,
        // no keyword on one row and spaces around commas; then the puzzle again
        // right after it.
        let text = "# from mini4x4-020.bas\n\
                    10 REM a 4x4 puzzle\n\
                    20 DATA 4,0,0,0\n\
                    30 Data 2 , 0,3 ,4\n\
                    3,4,0,1\r\n\
                    40 data    0,0,0,3   \n\
                    data 4,0,0,0\ndata 2,0,3,4\ndata 3,4,0,1\ndata 0,0,0,3\n";
        let puzzles = parse(text);
        assert_eq!(puzzles.len(), 2);
        let first = puzzles[0].as_ref().expect("valid");
        assert_eq!(
            (first.line, first.board.to_line().as_str()),
            (3, "4...2.3434.1...3")
        );
        assert_eq!(
            first.comment.as_deref(),
            Some("# from mini4x4-020.bas\n10 REM a 4x4 puzzle")
        );
        assert_eq!(puzzles[1].as_ref().expect("valid").line, 7);
    }

    #[test]
    fn typical_mistakes() {
        let mut rows: Vec<String> = NIKOLI_P6.lines().map(String::from).collect();
        rows[1] = "data 0,0,1,0,0,x,6,0,0".into();
        rows[3] = "data 3,0,0,9,0,2,0,0".into();
        assert_eq!(
            lines(&rows.join("\n")),
            ["line 2, column 16: expected a digit 0-9, found 'x'"]
        );
        rows[1] = "data 0,0,1,0,0,0,6,0,0".into();
        assert_eq!(
            lines(&rows.join("\n")),
            ["line 4, column 21: expected 9 values in this row, found 8"]
        );
        rows[3] = "data 3,0,0,9,0,2,0,0,0,1".into();
        assert_eq!(
            lines(&rows.join("\n")),
            ["line 4, column 24: expected 9 values in this row, found 10"]
        );
        rows[3] = "data 3,0,0,9,0,2,0,0,10".into();
        assert_eq!(
            lines(&rows.join("\n")),
            ["line 4, column 22: expected a digit 0-9, found '10'"]
        );
        rows[3] = "data 3,0,0,9,0,2,0,,0".into();
        assert_eq!(
            lines(&rows.join("\n")),
            ["line 4, column 20: expected a digit 0-9, found ','"]
        );
        rows[3] = "data 3,0,0,9,0,2,0,0,0 7".into();
        assert_eq!(
            lines(&rows.join("\n")),
            ["line 4, column 24: expected ',' or the end of the line, found '7'"]
        );
        rows[3] = "data 3,0,0,9,0,2,0,8,0".into();
        assert_eq!(
            lines(&rows.join("\n")),
            ["line 1: r4c8 and r5c7 both hold 8"]
        );
        // Too few rows, and a digit too large for a 4x4 (both hand-made from mini4x4-020.bas).
        assert_eq!(
            lines("data 4,0,0,0\ndata 2,0,3,4\n"),
            ["line 1: expected 4 rows for a 4x4 puzzle, found 2"]
        );
        assert_eq!(
            lines("data 4,0,0,0\ndata 2,0,3,4\ndata 3,4,0,1\ndata 0,0,0,5\n"),
            ["line 4, column 12: r4c4 holds 5, but a 4x4 board has digits 1-4"]
        );
        assert_eq!(
            lines("data 1,2,3\ndata 1,2\n"),
            [
                "line 1: expected 4, 6 or 9 values in a row, found 3",
                "line 2: expected 4, 6 or 9 values in a row, found 2"
            ]
        );
    }
}
