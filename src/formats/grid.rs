//! `grid`: a puzzle as a text grid, one line per row, one character per cell.
//!
//! ```text
//!  65    87
//!  2  6 4
//! 3  7
//! ```
//!
//! (the first three rows of `puzzles/numpre1.txt`). A cell is a digit, or a
//! blank written as a space, `.` or `0`. Trailing blanks may be left out, so a
//! row can be shorter than the grid, and a row of blanks can be an empty line.
//! The side N (4, 6 or 9) is the number of rows; it is at least as large as
//! the widest row, so four rows of which one is 7 characters wide are not a
//! 4x4 grid (and are too few for a 9x9 one, an error).
//!
//! # Several grids in one text
//!
//! Grids are separated by a line of only `-` or `=` (such as `---`) or by `#`
//! comment lines; comment lines just before a grid become its comment. Empty
//! lines separate grids too when every part they cut the text into is a grid
//! on its own (4, 6 or 9 rows, none wider than that); otherwise they are blank
//! rows. So a 9x9 grid whose fifth row is empty stays whole, while grids
//! written one after another with an empty line between them come apart.
//! Empty lines before and after a grid are ignored, unless they are needed as
//! its first or last blank rows (a 9x9 grid whose last row is an empty line).
//!
//! [`write()`] prints N lines of N characters with `.` for blanks, then an empty
//! line (so grids written one after another read back apart).

use super::rows::{board_from_rows, read_row, Located, Misread, Row, RowReader};
use super::shared::{is_blank, is_comment, is_dash_line, numbered_lines, SIZES};
use super::{ParseError, Puzzle};
use crate::grid::Board;
use crate::lang::problem::{Found, Problem, Wanted};

/// A line with its 1-based number.
type Line<'a> = (usize, &'a str);

/// Reads every grid of a text.
pub fn parse(text: &str) -> Vec<Result<Puzzle, ParseError>> {
    let mut puzzles = Vec::new();
    let mut block: Vec<Line> = Vec::new();
    let mut comments: Vec<&str> = Vec::new();
    for (number, line) in numbered_lines(text) {
        let comment = is_comment(line);
        if comment || is_dash_line(line) {
            if block.iter().any(|(_, l)| !is_blank(l)) {
                read_block(&block, comments.join("\n"), &mut puzzles);
                comments.clear();
            }
            block.clear();
            if comment {
                comments.push(line.trim());
            }
        } else {
            block.push((number, line));
        }
    }
    if block.iter().any(|(_, l)| !is_blank(l)) {
        read_block(&block, comments.join("\n"), &mut puzzles);
    }
    puzzles
}

/// The grids between two separators: one grid, or several cut apart by empty lines.
fn read_block(block: &[Line], comment: String, puzzles: &mut Vec<Result<Puzzle, ParseError>>) {
    let Some(start) = block.iter().position(|(_, l)| !is_blank(l)) else {
        return;
    };
    let end = block
        .iter()
        .rposition(|(_, l)| !is_blank(l))
        .map_or(start, |i| i + 1);
    let parts: Vec<&[Line]> = block[start..end]
        .split(|(_, l)| is_blank(l))
        .filter(|part| !part.is_empty())
        .collect();
    let first = puzzles.len();
    if parts.len() > 1 && parts.iter().all(|part| is_whole_grid(part)) {
        for part in parts {
            puzzles.push(read_grid(part, 0, part.len()));
        }
    } else {
        puzzles.push(read_grid(block, start, end));
    }
    if let Some(Ok(puzzle)) = puzzles.get_mut(first) {
        puzzle.comment = (!comment.is_empty()).then_some(comment);
    }
}

/// The width of a row: its characters without trailing blanks.
fn width(line: &str) -> usize {
    line.trim_end().chars().count()
}

/// 4, 6 or 9 rows, none wider than the number of rows.
fn is_whole_grid(rows: &[Line]) -> bool {
    SIZES.contains(&rows.len()) && rows.iter().all(|(_, l)| width(l) <= rows.len())
}

/// One cell: a digit, or a blank written as a space, `.` or `0`.
fn cell(at: &str) -> Result<(&str, u8), Misread<'_>> {
    let mut chars = at.chars();
    let digit = match chars.next() {
        Some(c @ '1'..='9') => c as u8 - b'0',
        Some('0' | '.' | ' ') => 0,
        _ => {
            return Err(Misread::new(
                at,
                Problem::expected(Wanted::GridCell, Found::at(at)),
            ))
        }
    };
    Ok((chars.as_str(), digit))
}

/// The cells of a row, one character each with nothing between them. A
/// line of whitespace is a blank row, whatever the whitespace.
fn read_cells(number: usize, line: &str) -> Result<Row<u8>, ParseError> {
    if is_blank(line) {
        return Ok(RowReader::new(number, line).finish());
    }
    read_row(number, line, |_| false, cell)
}

/// The grid made of `block[start..end]`, taking blank lines around it from
/// the block when it needs them as blank rows.
fn read_grid(block: &[Line], start: usize, end: usize) -> Result<Puzzle, ParseError> {
    let first_line = block.get(start).map_or(1, |(n, _)| *n);
    let read = |lines: &[Line]| -> Result<Vec<Row<u8>>, ParseError> {
        lines
            .iter()
            .map(|&(number, line)| read_cells(number, line))
            .collect()
    };
    let rows = read(block.get(start..end).unwrap_or_default())?;
    if let Some(tenth) = rows.get(9) {
        // Point at the row that does not fit, not at the top of the block.
        return Err(ParseError::new(
            tenth.line,
            0,
            Problem::TenthRow {
                lines: rows.len(),
                from: first_line,
            },
        ));
    }
    if let Some(row) = rows.iter().find(|row| row.width() > 9) {
        return Err(ParseError::new(
            row.line,
            10,
            Problem::expected(Wanted::AtMostNineCells, Found::Count(row.width())),
        ));
    }
    let widest = rows.iter().map(Row::width).max().unwrap_or(0);
    let needed = rows.len().max(widest);
    let size = SIZES.into_iter().find(|&s| s >= needed).unwrap_or(9);
    let (mut before, mut after) = (start, end);
    while after - before < size && after < block.len() {
        after += 1;
    }
    while after - before < size && before > 0 {
        before -= 1;
    }
    if after - before < size {
        // Rows narrower than their number: stacked small grids, most likely.
        let narrow = SIZES.into_iter().find(|&s| s >= widest && s < rows.len());
        return Err(ParseError::new(
            first_line,
            0,
            Problem::GridRows {
                size,
                found: rows.len(),
                narrow: narrow.map(|small| (widest, small)),
            },
        ));
    }
    // With the blank lines taken from around the grid, every row cut or
    // padded with blanks to `size` cells (cell i is at column i + 1).
    let mut rows = [
        read(block.get(before..start).unwrap_or_default())?,
        rows,
        read(block.get(end..after).unwrap_or_default())?,
    ]
    .concat();
    for row in &mut rows {
        row.cells.truncate(size);
        while row.cells.len() < size {
            let column = row.cells.len() + 1;
            row.cells.push(Located { value: 0, column });
        }
    }
    let rows: Vec<&Row<u8>> = rows.iter().collect();
    let board = board_from_rows(&rows, size, first_line, |size, digits| {
        Board::from_values(size, digits, true)
    })?;
    Ok(Puzzle {
        line: rows.first().map_or(first_line, |row| row.line),
        board,
        comment: None,
        uncleaned: 0,
    })
}

/// The board as N lines of N characters, `.` for blanks, then an empty line.
pub fn write(board: &Board) -> String {
    let size = board.size();
    let cells = board.to_line();
    let mut text = String::with_capacity(cells.len() + 2 * size + 1);
    for (i, c) in cells.chars().enumerate() {
        text.push(c);
        if i % size == size - 1 {
            text.push('\n');
        }
    }
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const NUMPRE1: &str = include_str!("../../puzzles/numpre1.txt");
    const REGION_SETS: &str = include_str!("../../puzzles/region-sets-example.txt");

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
    fn seed_grids() {
        // puzzles/numpre1.txt and puzzles/region-sets-example.txt: space blanks.
        assert_eq!(
            lines(NUMPRE1),
            ["1: .65....87.2..6.4..3..7.......268.....9.....1.....536.......9..5..8.2..6.54....97."]
        );
        assert_eq!(
            lines(REGION_SETS),
            ["1: ..41...8..1...9.3.6..3.7..51.6...3......5...7.....42.....5.36...7......24.....8.."]
        );
    }

    #[test]
    fn short_rows_empty_rows_and_several_grids() {
        // numpre1.txt with the trailing blanks cut, its empty 1st row added as an
        // empty line in a 4x4 made up for this test, and separators.
        let cut: String = NUMPRE1
            .lines()
            .map(|l| format!("{}\n", l.trim_end()))
            .collect();
        let text =
            format!("# first\n{cut}---\n\n1.\n\n..1\n\n# second\n# (a 4x4)\n4\n2 34\n\n.4\n");
        let puzzles = parse(&text);
        assert_eq!(puzzles.len(), 3, "{puzzles:?}");
        let p: Vec<&Puzzle> = puzzles.iter().map(|p| p.as_ref().expect("valid")).collect();
        assert_eq!(p[0].board.to_line(), lines(NUMPRE1)[0][3..]);
        assert_eq!(p[0].comment.as_deref(), Some("# first"));
        // Three rows and width 3 make a 4x4; its 4th row is the empty line after it.
        assert_eq!(
            (p[1].line, p[1].board.to_line().as_str()),
            (13, "1.........1.....")
        );
        assert_eq!(p[1].comment, None);
        // Row 3 of this 4x4 is an empty line.
        assert_eq!(
            (p[2].line, p[2].board.to_line().as_str()),
            (19, "4...2.34.....4..")
        );
        assert_eq!(p[2].comment.as_deref(), Some("# second\n# (a 4x4)"));
    }

    #[test]
    fn empty_lines_between_grids() {
        // Two 4x4 grids from the shared mini4x4_amayaos_20.txt (first two lines),
        // written by `write`, one after the other.
        let a = Board::from_givens(&digits("4.....4....3.2..")).expect("valid");
        let b = Board::from_givens(&digits("4..3.2..2.4.....")).expect("valid");
        let text = format!("{}{}", write(&a), write(&b));
        assert_eq!(text, "4...\n..4.\n...3\n.2..\n\n4..3\n.2..\n2.4.\n....\n\n");
        assert_eq!(lines(&text), ["1: 4.....4....3.2..", "6: 4..3.2..2.4....."]);
        // A 9x9 whose 5th row is empty stays one grid.
        let mut rows: Vec<&str> = NUMPRE1.lines().collect();
        rows[4] = "";
        let mut expected = lines(NUMPRE1)[0].clone();
        expected.replace_range(3 + 36..3 + 45, ".........");
        assert_eq!(lines(&rows.join("\n")), [expected]);
    }

    fn digits(s: &str) -> Vec<u8> {
        s.bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect()
    }

    #[test]
    fn typical_mistakes() {
        let mut rows: Vec<String> = NUMPRE1.lines().map(String::from).collect();
        rows[2].replace_range(4..5, "x");
        assert_eq!(
            lines(&rows.join("\n")),
            ["line 3, column 5: expected a digit 1-9 or a blank (' ', '.', '0'), found 'x'"]
        );
        let eight: Vec<&str> = NUMPRE1.lines().take(8).collect();
        assert_eq!(
            lines(&eight.join("\n")),
            ["line 1: expected 9 rows for a 9x9 grid, found 8"]
        );
        let mut long: Vec<String> = NUMPRE1.lines().map(String::from).collect();
        long[1].push_str("12");
        assert_eq!(
            lines(&long.join("\n")),
            ["line 2, column 10: expected at most 9 cells in a row, found 11"]
        );
        let ten = format!("{NUMPRE1}123\n");
        assert_eq!(
            lines(&ten),
            [
                "line 10: a 10th row: a grid has at most 9 rows, and this block has 10 lines from \
              line 1 (separate grids with a blank line, a line of '-' or a '#' comment)"
            ]
        );
        // Two 4x4 grids one under another, no blank line between them.
        assert_eq!(
            lines("1...\n..3.\n.4..\n...2\n2...\n..1.\n.3..\n...4\n"),
            [
                "line 1: expected 9 rows for a 9x9 grid, found 8 of at most 4 cells: if these are \
              4x4 grids one under another, separate them with a blank line"
            ]
        );
        // A clash (hand-made) and a digit too large for a 4x4.
        assert_eq!(lines("1..1\n\n\n\n"), ["line 1: r1c1 and r1c4 both hold 1"]);
        assert_eq!(
            lines("1...\n..5\n\n\n"),
            ["line 2, column 3: r2c3 holds 5, but a 4x4 board has digits 1-4"]
        );
    }
}
