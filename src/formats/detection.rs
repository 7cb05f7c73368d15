//! Telling the format of a text from its first lines ([`detect`]): the
//! rules, in order, and the small tests they need (separators with corners,
//! rows of candidate words, boxed rows against candidate rows).

use super::shared::{is_blank, is_comment, is_dash_line, is_separator, numbered_lines, SIZES};
use super::{candidates, comma, line, Format, ParseError};
use crate::lang::problem::{Found, Problem, Wanted};

/// The format of a whole text, judged from its first lines.
///
/// Empty lines, `#` comments and lines of only `-`/`=` are passed over; on
/// the first other line (the *first line* below):
///
/// 1. it starts with `:` → [`Format::Library`];
/// 2. its first word has 10 or more characters, all digits or blanks
///    (`.`, `0`, `_`, `-`), at least one a digit (or it is 16, 36 or 81
///    blanks and not a border like `.-----.-----.`) → [`Format::Line`];
/// 3. it starts with `data` or `rem` (any case, after an optional BASIC line
///    number), or with a digit and a comma (`6,0,2`) → [`Format::Comma`];
/// 4. it holds a `|`, or it or one of the next 11 lines is a box separator
///    with corners (`---+---`, `*----*`, `.----.`) → [`Format::Candidates`] if
///    the first row that tells has 4, 6 or 9 words of digits, some longer
///    than one digit (`| 1259 3 48 |`), else [`Format::Boxed`] (a row of one
///    character per cell, like `|.6.|..5|...|`, tells boxed; rows that do
///    not tell, such as `| 1 2 3 | 4 5 6 | 7 8 9 |`, read the same either way);
/// 5. it has 4, 6 or 9 words of digits, some longer than one digit, and it is
///    longer than 9 characters (or it starts a run of exactly 4 such lines
///    of 4 words, a 4x4 candidate grid), or it starts a whole grid of rows
///    of one-digit words, as many rows as words (a solved board's candidate
///    grid without borders) → [`Format::Candidates`];
/// 6. it has at most 9 characters, all digits, `.` or spaces → [`Format::Grid`];
/// 7. it starts with a digit or a blank → [`Format::Line`] (so a damaged
///    puzzle line gets the line format's precise error); otherwise the
///    format cannot be told and the error says what was found.
pub fn detect(text: &str) -> Result<Format, ParseError> {
    let mut significant =
        numbered_lines(text).filter(|(_, l)| !is_blank(l) && !is_comment(l) && !is_dash_line(l));
    let Some((number, first)) = significant.next() else {
        return Err(ParseError::new(
            1,
            0,
            Problem::expected(Wanted::Puzzle, Found::OnlyEmptyLines),
        ));
    };
    let trimmed = first.trim();
    if trimmed.starts_with(':') {
        return Ok(Format::Library);
    }
    let first_word = trimmed.split_whitespace().next().unwrap_or("");
    let word_length = first_word.chars().count();
    if word_length >= 10
        && first_word.chars().all(line::is_cell_char)
        // An empty board has no digit; a border like `.-----.-----.` neither.
        && (first_word.contains(|c: char| c.is_ascii_digit())
            || ([16, 36, 81].contains(&word_length) && !is_cornered_separator(first_word)))
    {
        return Ok(Format::Line);
    }
    if comma::starts_like_comma_row(trimmed) {
        return Ok(Format::Comma);
    }
    let mut following = significant.clone().take(11).map(|(_, l)| l);
    if trimmed.contains('|')
        || is_cornered_separator(trimmed)
        || following.any(is_cornered_separator)
    {
        return Ok(boxed_or_candidates(text));
    }
    if looks_like_candidate_row(trimmed) {
        let long = trimmed.chars().count() > 9;
        // A 4x4 candidate grid can have rows as short as a grid row; take it
        // as one only when it is exactly 4 such rows.
        let block = block_at(text, number, 5);
        let four_by_four = block.len() == 4
            && block
                .iter()
                .all(|l| looks_like_candidate_row(l) && l.split_whitespace().count() == 4);
        if long || four_by_four {
            return Ok(Format::Candidates);
        }
    }
    if starts_solved_candidate_grid(text, number) {
        return Ok(Format::Candidates);
    }
    let grid_row = first.trim_end();
    if grid_row.chars().count() <= 9
        && grid_row
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.' || c == ' ')
    {
        return Ok(Format::Grid);
    }
    match trimmed.chars().next() {
        Some(c) if line::is_cell_char(c) => Ok(Format::Line),
        _ => {
            let column = first.chars().take_while(|c| c.is_whitespace()).count() + 1;
            Err(ParseError::new(
                number,
                column,
                Problem::CannotTellFormat(Found::at(trimmed)),
            ))
        }
    }
}

/// A separator line with corners or crossings (`---+---`, `*---*`, `.---.`).
fn is_cornered_separator(line: &str) -> bool {
    is_separator(line) && line.contains(['+', '*', '.', ':', '\'', '|'])
}

/// Up to `most` lines from line `number` on, to the first empty line or
/// comment: the rows of one grid.
fn block_at(text: &str, number: usize, most: usize) -> Vec<&str> {
    numbered_lines(text)
        .skip(number - 1)
        .map(|(_, l)| l)
        .take_while(|l| !is_blank(l) && !is_comment(l))
        .take(most)
        .collect()
}

/// A candidate grid of a solved board, as HoDoKu and SudokuWiki print it
/// without borders: from line `number` on, as many rows as each has words
/// (4, 6 or 9), every word one digit (`4 8 3  9 2 1  6 5 7`). Read as a
/// line, it would be nine errors.
fn starts_solved_candidate_grid(text: &str, number: usize) -> bool {
    let one_digit_words = |l: &str| -> Option<usize> {
        let words: Vec<&str> = l.split_whitespace().collect();
        let one_digit = |w: &&str| w.len() == 1 && w.bytes().all(|b| (b'1'..=b'9').contains(&b));
        (SIZES.contains(&words.len()) && words.iter().all(one_digit)).then_some(words.len())
    };
    let rows = block_at(text, number, 10);
    let Some(size) = rows.first().and_then(|l| one_digit_words(l)) else {
        return false;
    };
    rows.len() == size && rows.iter().all(|l| one_digit_words(l) == Some(size))
}

/// 4, 6 or 9 words of digits, at least one longer than one digit.
fn looks_like_candidate_row(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    SIZES.contains(&words.len())
        && words.iter().all(|w| candidates::is_candidate_word(w))
        && words.iter().any(|w| w.len() > 1)
}

/// Boxed or candidates: the first row whose words are not all single
/// characters decides (see [`detect`], rule 4).
fn boxed_or_candidates(text: &str) -> Format {
    for (_, line) in numbered_lines(text) {
        if is_blank(line) || is_comment(line) || is_separator(line) {
            continue;
        }
        let words: Vec<&str> = line
            .split(|c: char| c.is_whitespace() || c == '|')
            .filter(|w| !w.is_empty())
            .collect();
        let characters: usize = words.iter().map(|w| w.chars().count()).sum();
        if characters != words.len() {
            let candidate_words = SIZES.contains(&words.len())
                && words.iter().all(|w| candidates::is_candidate_word(w));
            return if candidate_words {
                Format::Candidates
            } else {
                Format::Boxed
            };
        }
    }
    Format::Boxed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detection_of_hand_written_samples() {
        // Each sample is the start of a file in that format, written for this test.
        let samples = [
            // Mini 4x4 line with a comment, as in the shared mini4x4_amayaos_20.txt.
            ("4.....4....3.2..  # solutions=1\n", Format::Line),
            ("# a comment\n\n1...............\n", Format::Line),
            // A damaged line still reads as a line, to get the line format's error.
            ("8....x....\n", Format::Line),
            ("100 DATA 6,0,2,0,0,1,0,0,5\n", Format::Comma),
            ("REM nikoli\nDATA 4,0,0,0\n", Format::Comma),
            ("4,0,0,0\n", Format::Comma),
            ("*-----------*\n|.6.|..5|...|\n", Format::Boxed),
            ("|.6.|..5|...|\n", Format::Boxed),
            (
                "..3.2.6..\n9..3.5..1\n..18.64..\n---+---+---\n",
                Format::Boxed,
            ),
            (" 1 . 3 | . . 5 | . . .\n", Format::Boxed),
            (".-----.-----.\n| 12 3 | 4 12 |\n", Format::Candidates),
            (
                "+----+\n| 1 2 | 3 4 |\n| 3 4 | 12 12 |\n",
                Format::Candidates,
            ),
            ("1259 3 48 7 1259 6 159 1259 48\n", Format::Candidates),
            (
                "12 3 4 12\n4 12 12 3\n3 4 12 12\n12 12 3 4\n",
                Format::Candidates,
            ),
            (" 65    87\n 2  6 4\n", Format::Grid),
            ("---\n 65    87\n", Format::Grid),
            ("\n\n123\n", Format::Grid),
            (":0000:1:+6+3+4:::182:\n", Format::Library),
            // A solved 4x4 candidate grid without borders, one digit a cell.
            ("1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n", Format::Candidates),
        ];
        for (text, format) in samples {
            assert_eq!(detect(text), Ok(format), "{text:?}");
        }
        assert_eq!(
            detect("# only a comment\n\n").unwrap_err().to_string(),
            "line 1: expected a puzzle, found only empty lines and comments"
        );
        // Prose with a comma is not comma rows (the shared SOURCES.md starts so).
        assert_eq!(
            detect("One puzzle per line, 81 characters\n")
                .unwrap_err()
                .column,
            1
        );
        assert_eq!(
            detect("\n  hello world\n").unwrap_err().to_string(),
            "line 2, column 3: cannot tell the format: expected a puzzle (digits and blanks, ':' \
             for a library line, 'data' for comma rows, '|' for a boxed grid), found 'h'"
        );
    }
}
