//! Helpers shared by the format parsers: numbered lines, comments and
//! separators, columns counted in characters, the description of what was
//! found, and turning a [`BoardError`] into a [`ParseError`] at the right
//! place. The row-per-line formats share more: see [`super::rows`].

use super::ParseError;
use crate::grid::BoardError;
use crate::lang::problem::Problem;

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
        Some((line, column)) => ParseError::new(line, column, Problem::Board(error)),
        None => ParseError::new(first_line, 0, Problem::Board(error)),
    }
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
