//! `line`: one puzzle per line, the cells row by row.
//!
//! ```text
//! # Arto Inkala's "world's hardest" puzzle
//! 8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..
//! 4.....4....3.2..  # solutions=1
//! ```
//!
//! A puzzle is 81 characters (16 for a 4x4, 36 for a 6x6 puzzle): a digit
//! for a filled cell, `.`, `0`, `_` or `-` for a blank. Whitespace may come
//! before it; anything after it, past whitespace, is the puzzle's comment and
//! is kept (`# solutions=1`, a solution, a rating). Lines starting with `#`
//! are comments and empty lines are skipped. Every digit is read as a given.
//!
//! [`write()`] prints the 81 (16, 36) characters with `.` for blanks.

use super::shared::{board_error, column_at, is_comment, numbered_lines};
use super::{ParseError, Puzzle};
use crate::grid::Board;
use crate::lang::problem::{Found, Problem, Wanted};
use nom::bytes::complete::take_while;
use nom::combinator::rest;
use nom::{IResult, Parser};

/// Whether `c` may stand for a cell: a digit, or a blank `.`, `0`, `_`, `-`.
pub(crate) fn is_cell_char(c: char) -> bool {
    c.is_ascii_digit() || matches!(c, '.' | '_' | '-')
}

/// Reads every puzzle of a text in the line format.
pub fn parse(text: &str) -> Vec<Result<Puzzle, ParseError>> {
    numbered_lines(text)
        .filter_map(|(number, line)| parse_line(number, line))
        .collect()
}

/// Leading whitespace, the run of cell characters, and what follows.
fn split_line(line: &str) -> IResult<&str, (&str, &str, &str)> {
    (
        take_while(char::is_whitespace),
        take_while(is_cell_char),
        rest,
    )
        .parse(line)
}

/// One line: `None` for an empty or comment line, else the puzzle or why not.
pub(crate) fn parse_line(number: usize, line: &str) -> Option<Result<Puzzle, ParseError>> {
    if line.trim().is_empty() || is_comment(line) {
        return None;
    }
    Some(read_puzzle(number, line))
}

fn read_puzzle(number: usize, line: &str) -> Result<Puzzle, ParseError> {
    // The parser only takes runs of characters, so it cannot fail; the match
    // keeps this free of panics all the same.
    let (_, (_, cells, after)) = match split_line(line) {
        Ok(parsed) => parsed,
        Err(_) => return Err(ParseError::new(number, 0, Problem::UnreadableLine)),
    };
    // Cell characters are ASCII, so a byte index in `cells` is a character index.
    let start_column = column_at(line, cells);
    let count = cells.len();
    if !after.is_empty() && !after.starts_with(char::is_whitespace) {
        return Err(ParseError::new(
            number,
            column_at(line, after),
            Problem::expected(Wanted::LineCell { count }, Found::at(after)),
        ));
    }
    let size = match count {
        16 => 4,
        36 => 6,
        81 => 9,
        _ => {
            return Err(ParseError::new(
                number,
                column_at(line, after),
                Problem::expected(Wanted::Cells81, Found::Count(count)),
            ))
        }
    };
    let mut digits = [0u8; 81];
    for (digit, byte) in digits.iter_mut().zip(cells.bytes()) {
        if byte.is_ascii_digit() {
            *digit = byte - b'0';
        }
    }
    let board = Board::from_values(size, &digits[..count], true)
        .map_err(|e| board_error(e, number, size, |i| Some((number, start_column + i))))?;
    let comment = after.trim();
    Ok(Puzzle {
        line: number,
        board,
        comment: (!comment.is_empty()).then(|| comment.to_string()),
        uncleaned: 0,
    })
}

/// The board as one line, `.` for blanks, ending with a newline.
pub fn write(board: &Board) -> String {
    let mut text = board.to_line();
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const WORLDS_HARDEST: &str = include_str!("../../puzzles/worlds-hardest.txt");

    fn errors(text: &str) -> Vec<String> {
        parse(text)
            .into_iter()
            .map(|p| match p {
                Ok(p) => format!("ok: {}", p.board.to_line()),
                Err(e) => e.to_string(),
            })
            .collect()
    }

    #[test]
    fn worlds_hardest() {
        // puzzles/worlds-hardest.txt: Arto Inkala's puzzle, one line.
        let puzzles = parse(WORLDS_HARDEST);
        assert_eq!(puzzles.len(), 1);
        let p = puzzles[0].as_ref().expect("valid");
        assert_eq!(p.board.values().iter().filter(|&&d| d != 0).count(), 21);
        assert_eq!(p.comment, None);
        assert_eq!(write(&p.board), WORLDS_HARDEST);
    }

    #[test]
    fn comments_blanks_and_minis() {
        // Lines in the style of the shared puzzle sets: mini4x4_amayaos_20.txt
        // (first puzzle), mini6x6_sukaku6x6explainer_3.txt (first puzzle, with
        // '0' and '_' blanks swapped in), sx_easy_500_with_solutions.txt
        // (first puzzle with its solution as a second field), CRLF endings.
        let text = "# a comment line\r\n\
             \r\n\
             4.....4....3.2..  # solutions=1\r\n\
             \t..3_0.4.....2..3.5.....1.6.5.45...1.\r\n\
             .5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9... 158723469367954821294816375619238547485697132732145986976381254841572693523469718\n";
        let puzzles = parse(text);
        let p: Vec<&Puzzle> = puzzles.iter().map(|p| p.as_ref().expect("valid")).collect();
        assert_eq!(p.len(), 3);
        assert_eq!((p[0].line, p[0].board.size()), (3, 4));
        assert_eq!(p[0].comment.as_deref(), Some("# solutions=1"));
        assert_eq!((p[1].line, p[1].board.size()), (4, 6));
        assert_eq!(p[1].board.to_line(), "..3...4.....2..3.5.....1.6.5.45...1.");
        assert_eq!(p[1].comment, None);
        assert_eq!(
            p[2].comment.as_deref(),
            Some(
                "158723469367954821294816375619238547485697132732145986976381254841572693523469718"
            )
        );
    }

    #[test]
    fn typical_mistakes() {
        let mut bad = WORLDS_HARDEST.trim().to_string();
        bad.replace_range(6..7, "x");
        let short = &WORLDS_HARDEST[..80];
        assert_eq!(
            errors(&format!("{bad}\n{short}\n{short}é\n{}#\n", WORLDS_HARDEST.trim())),
            [
                "line 1, column 7: expected a digit 1-9 or a blank ('.', '0', '_', '-'), found 'x'",
                "line 2, column 81: expected 81 cells (or 16 or 36 for a 4x4 or 6x6 puzzle), found 80",
                "line 3, column 81: expected a digit 1-9 or a blank ('.', '0', '_', '-'), found 'é'",
                "line 4, column 82: expected whitespace or the end of the line after 81 cells, found '#'",
            ]
        );
        // Hand-made clashes, a digit too large for a mini, a puzzle too long.
        let clash = format!("..5...5..{}", ".".repeat(72));
        let long = format!("1{}", ".".repeat(82));
        assert_eq!(
            errors(&format!("{clash}\n...5............\n1....1..........\n{long}\n")),
            [
                "line 1: r1c3 and r1c7 both hold 5",
                "line 2, column 4: r1c4 holds 5, but a 4x4 board has digits 1-4",
                "line 3: r1c1 and r2c2 both hold 1",
                "line 4, column 84: expected 81 cells (or 16 or 36 for a 4x4 or 6x6 puzzle), found 83",
            ]
        );
        assert_eq!(
            errors("4.....4....3.2..# oops\n"),
            ["line 1, column 17: expected a digit 1-9, a blank ('.', '0', '_', '-'), whitespace or the end of the line, found '#'"]
        );
    }
}
