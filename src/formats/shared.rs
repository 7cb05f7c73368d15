//! Helpers shared by the format parsers: numbered lines, columns counted in
//! characters, the description of what was found, turning a [`BoardError`]
//! into a [`ParseError`] at the right place, and collecting the rows of the
//! formats that write one board row per line (comma, boxed, candidates).

use super::{ParseError, Puzzle};
use crate::grid::{Board, BoardError};

/// The sides a board may have.
pub(crate) const SIZES: [usize; 3] = [4, 6, 9];

/// The lines of a text with their 1-based numbers, without line endings
/// (`\n` or `\r\n`) and without a leading byte-order mark.
pub(crate) fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> + Clone {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.strip_suffix('\r').unwrap_or(line)))
}

/// Whether a line is empty or only whitespace.
pub(crate) fn is_blank(line: &str) -> bool {
    line.trim().is_empty()
}

/// Whether a line is a `#` comment (leading whitespace allowed).
pub(crate) fn is_comment(line: &str) -> bool {
    line.trim_start().starts_with('#')
}

/// Whether a line is only `-` and `=` (such as `---`): a separator between
/// grids, which tells nothing about the format.
pub(crate) fn is_dash_line(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty() && t.chars().all(|c| c == '-' || c == '=')
}

/// The 1-based column, in characters, where `part` starts; `part` must be
/// a slice of `line` (as nom hands them out). Never panics: a `part` from
/// elsewhere gives column 1.
pub(crate) fn column_at(line: &str, part: &str) -> usize {
    (part.as_ptr() as usize)
        .checked_sub(line.as_ptr() as usize)
        .and_then(|offset| line.get(..offset))
        .map_or(1, |before| before.chars().count() + 1)
}

/// The part of `line` from where `part`, a slice of it, starts (empty if
/// `part` comes from elsewhere).
pub(crate) fn text_from<'a>(line: &'a str, part: &str) -> &'a str {
    (part.as_ptr() as usize)
        .checked_sub(line.as_ptr() as usize)
        .and_then(|offset| line.get(offset..))
        .unwrap_or("")
}

/// What starts `rest`, quoted for a message: `'x'`, or `the end of the line`.
pub(crate) fn found(rest: &str) -> String {
    match rest.chars().next() {
        Some(c) => quote_char(c),
        None => "the end of the line".to_string(),
    }
}

/// A character in quotes, control characters escaped (`'\t'`).
pub(crate) fn quote_char(c: char) -> String {
    format!("'{}'", c.escape_debug())
}

/// A [`BoardError`] as a [`ParseError`]: errors about one cell (a digit too
/// large, a cell without candidates) point at that cell's text through
/// `position_of` (cell index in reading order -> line, column); the others,
/// such as clashes between two cells, are reported on the puzzle's first line.
pub(crate) fn board_error(
    error: BoardError,
    first_line: usize,
    size: usize,
    position_of: impl Fn(usize) -> Option<(usize, usize)>,
) -> ParseError {
    let cell = match &error {
        BoardError::DigitOutOfRange { cell, .. } | BoardError::NoCandidates { cell } => Some(*cell),
        _ => None,
    };
    match cell.and_then(|c| position_of(c.row() * size + c.col())) {
        Some((line, column)) => ParseError::new(line, column, error.to_string()),
        None => ParseError::new(first_line, 0, error.to_string()),
    }
}

/// A value read from the text and the column it was read at.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Located<T> {
    pub value: T,
    pub column: usize,
}

/// One board row read from one line.
#[derive(Clone, Debug)]
pub(crate) struct Row<T> {
    pub line: usize,
    pub cells: Vec<Located<T>>,
    /// The column just past the row's last character (trailing blanks excluded).
    pub end_column: usize,
}

/// What one line of a row-per-line format holds.
#[derive(Clone, Debug)]
pub(crate) enum LineItem<'a, T> {
    /// A board row, or the error that made it unreadable (it still counts as
    /// a row, so the puzzles after it stay in step).
    Row(Result<Row<T>, ParseError>),
    /// A comment line; comments before a puzzle become its comment.
    Comment(&'a str),
    /// An empty line or a separator drawn between boxes.
    Ignored,
}

/// Groups the rows of a row-per-line format into puzzles: the first rows of
/// a puzzle say its size (the most common count of 4, 6 or 9 among its first
/// three rows), then that many rows make the puzzle. `unit` names what a row
/// holds ("cells", "values") in messages; `build` makes the board from the
/// size and the cell values in reading order.
pub(crate) fn collect_puzzles<T: Copy>(
    items: &[LineItem<'_, T>],
    unit: &str,
    build: impl Fn(usize, &[T]) -> Result<Board, BoardError>,
) -> Vec<Result<Puzzle, ParseError>> {
    let mut puzzles = Vec::new();
    let mut comments: Vec<&str> = Vec::new();
    let mut next = 0;
    while let Some(item) = items.get(next) {
        let first_line = match item {
            LineItem::Comment(text) => {
                comments.push(text.trim());
                next += 1;
                continue;
            }
            LineItem::Ignored => {
                next += 1;
                continue;
            }
            LineItem::Row(Ok(row)) => row.line,
            LineItem::Row(Err(error)) => error.line,
        };
        let comment = (!comments.is_empty()).then(|| comments.join("\n"));
        comments.clear();
        let Some(size) = puzzle_size(&items[next..]) else {
            // No size to go by: report this row alone and try again after it.
            puzzles.push(Err(match item {
                LineItem::Row(Ok(row)) => ParseError::new(
                    row.line,
                    0,
                    format!(
                        "expected 4, 6 or 9 {unit} in a row, found {}",
                        row.cells.len()
                    ),
                ),
                LineItem::Row(Err(error)) => error.clone(),
                _ => ParseError::new(first_line, 0, "expected a row".to_string()),
            }));
            next += 1;
            continue;
        };
        let mut values: Vec<T> = Vec::with_capacity(size * size);
        let mut positions: Vec<(usize, usize)> = Vec::with_capacity(size * size);
        let mut rows_taken = 0;
        let mut error: Option<ParseError> = None;
        while rows_taken < size {
            let Some(item) = items.get(next) else { break };
            next += 1;
            match item {
                LineItem::Row(Ok(row)) => {
                    rows_taken += 1;
                    if error.is_none() {
                        error = row_length_error(row, size, unit);
                    }
                    for cell in &row.cells {
                        values.push(cell.value);
                        positions.push((row.line, cell.column));
                    }
                }
                LineItem::Row(Err(row_error)) => {
                    rows_taken += 1;
                    error.get_or_insert_with(|| row_error.clone());
                }
                // Comments between the rows of a puzzle are left out.
                LineItem::Comment(_) | LineItem::Ignored => {}
            }
        }
        if error.is_none() && rows_taken < size {
            error = Some(ParseError::new(
                first_line,
                0,
                format!("expected {size} rows for a {size}x{size} puzzle, found {rows_taken}"),
            ));
        }
        puzzles.push(match error {
            Some(error) => Err(error),
            None => build(size, &values)
                .map(|board| Puzzle {
                    line: first_line,
                    board,
                    comment,
                })
                .map_err(|e| board_error(e, first_line, size, |i| positions.get(i).copied())),
        });
    }
    puzzles
}

/// The size of the puzzle starting at `items[0]`: the most common valid row
/// length among its first three rows (the first one wins a tie).
fn puzzle_size<T>(items: &[LineItem<'_, T>]) -> Option<usize> {
    let lengths: Vec<usize> = items
        .iter()
        .filter_map(|item| match item {
            LineItem::Row(Ok(row)) => Some(Some(row.cells.len())),
            LineItem::Row(Err(_)) => Some(None),
            _ => None,
        })
        .take(3)
        .flatten()
        .filter(|n| SIZES.contains(n))
        .collect();
    let votes = |n: usize| lengths.iter().filter(|&&m| m == n).count();
    let mut best: Option<usize> = None;
    for &n in &lengths {
        let better = match best {
            None => true,
            Some(b) => votes(n) > votes(b),
        };
        if better {
            best = Some(n);
        }
    }
    best
}

/// The error for a row with the wrong number of cells, pointing at the first
/// extra cell or just past the end of a short row.
fn row_length_error<T>(row: &Row<T>, size: usize, unit: &str) -> Option<ParseError> {
    let found = row.cells.len();
    if found == size {
        return None;
    }
    let column = row
        .cells
        .get(size)
        .map_or(row.end_column, |extra| extra.column);
    Some(ParseError::new(
        row.line,
        column,
        format!("expected {size} {unit} in this row, found {found}"),
    ))
}

/// Whether a line only draws box borders or separators: made of `-`, `=`,
/// `+`, `*`, `|`, `.`, `:`, `'` and spaces, with at least one `-` or `=`
/// (so that a row of `.` blanks is not taken for one). Covers Simple Sudoku's
/// `*-----------*` and `|---+---+---|`, and HoDoKu's `.----.`, `:----+----:`
/// and `'----'----'`.
pub(crate) fn is_separator(line: &str) -> bool {
    let line = line.trim();
    line.contains(['-', '='])
        && line.chars().all(|c| {
            matches!(c, '-' | '=' | '+' | '*' | '|' | '.' | ':' | '\'') || c.is_whitespace()
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_characters() {
        let line = "é|x";
        assert_eq!(column_at(line, &line[3..]), 3);
        assert_eq!(column_at(line, &line[4..]), 4);
        assert_eq!(column_at(line, &line[2..3]), 2);
        assert_eq!(column_at(line, line), 1);
        // Not a slice of the line: no panic.
        assert_eq!(column_at(line, "elsewhere"), 1);
        assert_eq!(column_at(&line[2..], line), 1);
        assert_eq!(found("\tx"), "'\\t'");
        assert_eq!(found(""), "the end of the line");
    }

    #[test]
    fn separators() {
        for s in [
            "*-----------*",
            "|---+---+---|",
            "---+---+---",
            ".----.----.",
            ":----+----:",
            "'----'----'",
            " ------+------ ",
        ] {
            assert!(is_separator(s), "{s}");
        }
        for s in ["|...|...|...|", "", "1-2", "+ + +"] {
            assert!(!is_separator(s), "{s}");
        }
    }
}
