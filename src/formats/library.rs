//! `library`: HoDoKu's regression-test library, one test case per line.
//!
//! ```text
//! :0603:3:14+8..+9+72+5.+3...89.697+6....38.+61......3+2.8.56...9......2.5+9+186....+8+3....61+6+1...35+89:224 524 225:364 365::
//! ```
//!
//! A line has seven fields after a leading colon,
//! `:<technique>:<candidates>:<givens>:<deleted>:<eliminations>:<placements>:<extra>`:
//!
//! * technique: the code of the technique, such as `0100`, with an optional
//!   variant after a dash (`0110-1`); the variant `x` (`0610-x`) marks a fail
//!   case, where no instance of the technique may be found;
//! * candidates: the digits the technique works on (`5`, `34`); HoDoKu writes
//!   `x` for none, and the field may be empty;
//! * givens: the cells row by row, a digit for a given, `+` and a digit for a
//!   digit placed while solving, `.` (or `0`) for an empty cell;
//! * deleted: candidates removed after the digits are in, as space-separated
//!   triples `<digit><row><col>` (`224` is r2c4<>2); the digits and the
//!   deleted candidates together make the position;
//! * eliminations, placements: what the technique should find, as triples;
//! * extra: more about the step (for chains, the length); kept as text.
//!
//! Trailing fields may be left out. `#` lines are comments. The test
//! library itself is all 9x9; 4x4 and 6x6 positions (16 or 36 cells) are
//! read and written too.
//!
//! [`write()`] prints `:0000:x:<givens>:<deleted>:::`, the deleted candidates
//! being those missing from what the digits alone leave, so the position,
//! placed digits and eliminated candidates included, reads back as it was.

use super::shared::{board_error, column_at, is_blank, is_comment, numbered_lines, text_from};
use super::{ParseError, Puzzle};
use crate::grid::{Board, Candidate, Cell, DigitSet};
use crate::lang::problem::{ColonPlace, Found, Problem, Wanted};
use nom::bytes::complete::{take_till, take_till1, take_while};
use nom::character::complete::char;
use nom::combinator::{opt, rest};
use nom::multi::many0;
use nom::sequence::preceded;
use nom::{IResult, Parser};

/// One test case of HoDoKu's library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryEntry {
    /// The 1-based line it was read from.
    pub line: usize,
    /// The technique code as written, with its variant: `0100`, `0110-1`, `0610-x`.
    pub technique: String,
    /// A fail case (variant `x`): no instance of the technique may be found.
    pub fail_case: bool,
    /// The digits the technique works on (none for `x` or an empty field).
    pub candidates: Vec<u8>,
    /// The position: givens, placed digits, and candidates after the deletions.
    pub board: Board,
    /// The candidates deleted to make the position.
    pub deleted: Vec<Candidate>,
    /// The candidates the technique should eliminate.
    pub eliminations: Vec<Candidate>,
    /// The digits the technique should place.
    pub placements: Vec<Candidate>,
    /// The extra field (for chains, their length), as written.
    pub extra: String,
}

impl LibraryEntry {
    /// The technique code without its variant: `0110` for `0110-1`.
    pub fn base_technique(&self) -> &str {
        self.technique
            .split_once('-')
            .map_or(self.technique.as_str(), |(base, _)| base)
    }

    /// The variant after the dash: `1` for `0110-1`, `x` for a fail case.
    pub fn variant(&self) -> Option<&str> {
        self.technique.split_once('-').map(|(_, variant)| variant)
    }
}

/// Reads one library line (taken as line 1 in errors).
pub fn parse_library_line(line: &str) -> Result<LibraryEntry, ParseError> {
    read_entry(1, line)
}

/// Reads every test case of a library text; empty and `#` lines are skipped.
pub fn parse_library(text: &str) -> Vec<Result<LibraryEntry, ParseError>> {
    numbered_lines(text)
        .filter(|(_, line)| !is_blank(line) && !is_comment(line))
        .map(|(number, line)| read_entry(number, line))
        .collect()
}

/// Reads every test case of a library text as puzzles, the technique code as
/// the comment.
pub fn parse(text: &str) -> Vec<Result<Puzzle, ParseError>> {
    parse_library(text)
        .into_iter()
        .map(|entry| {
            entry.map(|e| Puzzle {
                line: e.line,
                board: e.board,
                comment: Some(e.technique),
                uncleaned: 0,
            })
        })
        .collect()
}

/// A field: everything up to the next colon.
fn field(input: &str) -> IResult<&str, &str> {
    take_till(|c| c == ':')(input)
}

/// The fields after the givens, each of which may be left out: deleted,
/// eliminations, placements and extra.
type TrailingFields<'a> = [Option<&'a str>; 4];

/// The optional fields after the givens: each a colon and its text; the
/// extra field is the rest of the line.
fn trailing_fields(input: &str) -> IResult<&str, TrailingFields<'_>> {
    let (input, (deleted, eliminations, placements, extra)) = (
        opt(preceded(char(':'), field)),
        opt(preceded(char(':'), field)),
        opt(preceded(char(':'), field)),
        opt(preceded(char(':'), rest)),
    )
        .parse(input)?;
    Ok((input, [deleted, eliminations, placements, extra]))
}

/// Whitespace-separated words, each with what precedes it skipped.
fn words(input: &str) -> IResult<&str, Vec<&str>> {
    many0(preceded(
        take_while(char::is_whitespace),
        take_till1(char::is_whitespace),
    ))
    .parse(input)
}

/// A colon and the field after it, or an error saying the colon is missing.
fn colon_and_field<'a>(
    number: usize,
    line: &str,
    input: &'a str,
    after: ColonPlace,
) -> Result<(&'a str, &'a str), ParseError> {
    let parsed: IResult<&str, &str> = preceded(char(':'), field).parse(input);
    parsed.map_err(|_| {
        ParseError::new(
            number,
            column_at(line, input),
            Problem::expected(Wanted::Colon(after), Found::at(input)),
        )
    })
}

/// One line of the library.
fn read_entry(number: usize, line: &str) -> Result<LibraryEntry, ParseError> {
    let text = line.trim();
    let (rest, code) = colon_and_field(number, line, text, ColonPlace::Start)?;
    let (rest, cands) = colon_and_field(number, line, rest, ColonPlace::AfterCode)?;
    let (rest, givens) = colon_and_field(number, line, rest, ColonPlace::AfterCandidates)?;
    // The parsers inside are all optional, so this cannot fail.
    let [deleted, eliminations, placements, extra] =
        trailing_fields(rest).map_or([None; 4], |(_, fields)| fields);

    if code.is_empty() || !code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        let what = if code.is_empty() {
            Found::at(text_from(line, code))
        } else {
            Found::Text(code.to_string())
        };
        return Err(ParseError::new(
            number,
            column_at(line, code),
            Problem::expected(Wanted::TechniqueCode, what),
        ));
    }
    let candidates = read_candidate_digits(number, line, cands)?;
    let position = read_givens(number, line, givens)?;
    let size = position.size;
    let deleted = read_triples(number, line, deleted.unwrap_or(""), size)?;
    let eliminations = read_triples(number, line, eliminations.unwrap_or(""), size)?;
    let placements = read_triples(number, line, placements.unwrap_or(""), size)?;
    let board =
        Board::from_digits(size, &position.digits, &position.given, &deleted).map_err(|e| {
            board_error(e, number, size, |i| {
                position.columns.get(i).map(|&c| (number, c))
            })
        })?;
    Ok(LibraryEntry {
        line: number,
        technique: code.to_string(),
        fail_case: code
            .split_once('-')
            .is_some_and(|(_, variant)| variant.eq_ignore_ascii_case("x")),
        candidates,
        board,
        deleted,
        eliminations,
        placements,
        extra: extra.unwrap_or("").trim().to_string(),
    })
}

/// The candidates field: digits 1-9, or `x` (or nothing) for none.
fn read_candidate_digits(number: usize, line: &str, field: &str) -> Result<Vec<u8>, ParseError> {
    if field.trim().eq_ignore_ascii_case("x") {
        return Ok(Vec::new());
    }
    let mut digits = Vec::with_capacity(field.len());
    for (offset, c) in field.char_indices() {
        match c {
            '1'..='9' => digits.push(c as u8 - b'0'),
            c if c.is_whitespace() => {}
            _ => {
                return Err(ParseError::new(
                    number,
                    column_at(line, field.get(offset..).unwrap_or("")),
                    Problem::expected(Wanted::LibraryCandidates, Found::Char(c)),
                ))
            }
        }
    }
    Ok(digits)
}

/// The digits of the givens field, whether each is a given, and the column of each cell.
struct Position {
    size: usize,
    digits: Vec<u8>,
    given: Vec<bool>,
    columns: Vec<usize>,
}

fn read_givens(number: usize, line: &str, field: &str) -> Result<Position, ParseError> {
    let mut digits = Vec::with_capacity(81);
    let mut given = Vec::with_capacity(81);
    let mut columns = Vec::with_capacity(81);
    let mut chars = field.char_indices().peekable();
    let at = |offset: usize| column_at(line, field.get(offset..).unwrap_or(""));
    while let Some((offset, c)) = chars.next() {
        let (digit, is_given) = match c {
            '1'..='9' => (c as u8 - b'0', true),
            '.' | '0' => (0, true),
            '+' => match chars.next() {
                Some((_, d @ '1'..='9')) => (d as u8 - b'0', false),
                other => {
                    let what = match other {
                        Some((_, c)) => Found::Char(c),
                        None => Found::EndOfGivens,
                    };
                    return Err(ParseError::new(
                        number,
                        at(offset + 1),
                        Problem::expected(Wanted::DigitAfterPlus, what),
                    ));
                }
            },
            _ => {
                return Err(ParseError::new(
                    number,
                    at(offset),
                    Problem::expected(Wanted::LibraryGiven, Found::Char(c)),
                ))
            }
        };
        digits.push(digit);
        given.push(is_given);
        columns.push(at(offset));
    }
    let size = match digits.len() {
        16 => 4,
        36 => 6,
        81 => 9,
        n => {
            return Err(ParseError::new(
                number,
                at(field.len()),
                Problem::expected(Wanted::LibraryCells, Found::Count(n)),
            ))
        }
    };
    Ok(Position {
        size,
        digits,
        given,
        columns,
    })
}

/// A field of candidates written as `<digit><row><col>` triples.
fn read_triples(
    number: usize,
    line: &str,
    field: &str,
    size: usize,
) -> Result<Vec<Candidate>, ParseError> {
    let words = words(field).map_or_else(|_| Vec::new(), |(_, words)| words);
    let mut candidates = Vec::with_capacity(words.len());
    for word in words {
        let in_range = |b: u8| (b'1'..=b'0' + size as u8).contains(&b);
        match word.as_bytes() {
            &[d, r, c] if in_range(d) && in_range(r) && in_range(c) => {
                let cell = Cell::new(usize::from(r - b'1'), usize::from(c - b'1'));
                candidates.push(Candidate::new(cell, d - b'0'));
            }
            _ => {
                return Err(ParseError::new(
                    number,
                    column_at(line, word),
                    Problem::expected(
                        Wanted::LibraryCandidate { size },
                        Found::Text(word.to_string()),
                    ),
                ))
            }
        }
    }
    Ok(candidates)
}

/// The position as a library line (see the module docs).
pub fn write(board: &Board) -> String {
    let geometry = board.geometry();
    let mut givens = String::with_capacity(2 * geometry.cell_count());
    let mut deleted: Vec<String> = Vec::new();
    for cell in geometry.cells() {
        match board.value(cell) {
            Some(d) => {
                if !board.is_given(cell) {
                    givens.push('+');
                }
                givens.push(char::from(b'0' + d));
            }
            None => {
                givens.push('.');
                let mut left = DigitSet::all(geometry.size);
                for peer in geometry.peers(cell) {
                    if let Some(d) = board.value(peer) {
                        left.remove(d);
                    }
                }
                for d in (left - board.candidates(cell)).iter() {
                    deleted.push(format!("{d}{}{}", cell.row() + 1, cell.col() + 1));
                }
            }
        }
    }
    format!(":0000:x:{givens}:{}:::\n", deleted.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// Example 1 of the reglib header (/work/shared/reglib/reglib-1.3-part-a.txt):
    /// a naked single, 8 in r2c9.
    const EXAMPLE_1: &str = ":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:";
    /// Example 2 of the reglib header: a uniqueness test 4 with deleted candidates.
    const EXAMPLE_2: &str = ":0603:3:14+8..+9+72+5.+3...89.697+6....38.+61......3+2.8.56...9......2.5+9+186....+8+3....61+6+1...35+89:224 524 225 525 135 455 755 458 758 165 168 771 284 484 784 285 485 785:364 365::";
    /// Line 470 of the same file: a fail case, no candidates, the extra field left out.
    const FAIL_CASE: &str = ":0610-x::+5+4..9.8.1392..8.+5..+1.....2..3+46..5+926+2..4.+1.31+59..3.4..8+5.....+7.+7+18+3.4654+63.5.+2..:714 716 724 625 733 434 734 636 736 637 737 639 745 754 756 765 174 274 175 276 976 994 196:176 276 476 676:";

    fn cand(s: &str) -> Candidate {
        Candidate::parse(s).expect("a candidate").0
    }

    #[test]
    fn header_examples() {
        let e = parse_library_line(EXAMPLE_1).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (e.technique.as_str(), e.base_technique(), e.variant()),
            ("0003", "0003", None)
        );
        assert!(!e.fail_case);
        assert_eq!(e.candidates, [8]);
        // The header spells out the real givens and the placed digits.
        assert_eq!(
            e.board.to_line(),
            "6...534.7....4256.254867391.4..96.1.162385749.3..14.5....42193..1.57...442.63.175"
        );
        let givens: String = e
            .board
            .geometry()
            .cells()
            .map(|c| {
                if e.board.is_given(c) {
                    e.board.value(c).map_or('.', |d| char::from(b'0' + d))
                } else {
                    '.'
                }
            })
            .collect();
        assert_eq!(
            givens,
            "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5"
        );
        assert_eq!(e.placements, [cand("r2c9=8")]);
        assert!(e.eliminations.is_empty() && e.deleted.is_empty() && e.extra.is_empty());
        assert!(e.board.has_candidate(Cell::new(1, 8), 8));

        let e = parse_library_line(EXAMPLE_2).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(e.deleted.len(), 18);
        assert_eq!(e.deleted[0], cand("r2c4<>2"));
        // "eliminate r2c4<>25, r2c5<>25, r3c5<>1, ..." as the header says.
        for deleted in ["r2c4<>2", "r2c4<>5", "r3c5<>1", "r8c5<>7"] {
            assert!(
                !e.board
                    .has_candidate(cand(deleted).cell, cand(deleted).digit),
                "{deleted}"
            );
        }
        assert_eq!(e.eliminations, [cand("r6c4<>3"), cand("r6c5<>3")]);
        for k in &e.eliminations {
            assert!(e.board.has_candidate(k.cell, k.digit), "{k}");
        }

        let e = parse_library_line(FAIL_CASE).unwrap_or_else(|e| panic!("{e}"));
        assert!(e.fail_case);
        assert_eq!((e.base_technique(), e.variant()), ("0610", Some("x")));
        assert!(e.candidates.is_empty());
        assert_eq!(e.eliminations.len(), 4);
        assert_eq!(e.extra, "");
    }

    /// Every test case of the shared reglib file parses, and what it says the
    /// technique eliminates or places is a candidate of its position.
    #[test]
    fn the_whole_reglib_file() {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/reglib/reglib-1.3-part-a.txt");
        let Ok(text) = std::fs::read_to_string(&path) else {
            println!(
                "skipping the_whole_reglib_file: {} not found",
                path.display()
            );
            return;
        };
        let entries = parse_library(&text);
        assert_eq!(entries.len(), 576);
        for entry in &entries {
            let entry = entry.as_ref().unwrap_or_else(|e| panic!("{e}"));
            // (Fail cases list what must not be found, which may be gone already.)
            if !entry.fail_case {
                for k in entry.eliminations.iter().chain(&entry.placements) {
                    assert!(
                        entry.board.has_candidate(k.cell, k.digit),
                        "line {}: {k}",
                        entry.line
                    );
                }
            }
            // Writing the position and reading it back keeps it whole.
            let again = parse_library_line(&write(&entry.board)).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(again.board, entry.board, "line {}", entry.line);
        }
        assert_eq!(entries.iter().flatten().filter(|e| e.fail_case).count(), 3);
        let puzzles = parse(&text);
        assert_eq!(
            puzzles[0].as_ref().map(|p| p.comment.as_deref()),
            Ok(Some("0000"))
        );
    }

    #[test]
    fn writes_placed_digits_and_deletions() {
        // A 4x4 made up for this test: 1 given in r1c1, 2 placed in r1c2,
        // 3 deleted from r2c3.
        let mut board =
            Board::from_givens(&[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]).expect("valid");
        board.place(Cell::new(0, 1), 2).expect("a candidate");
        board.eliminate(Candidate::new(Cell::new(1, 2), 3));
        let text = write(&board);
        assert_eq!(text, ":0000:x:1+2..............:323:::\n");
        assert_eq!(parse_library_line(&text).map(|e| e.board), Ok(board));
    }

    #[test]
    fn typical_mistakes() {
        let error = |line: &str| {
            parse_library_line(line)
                .map(|_| ())
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            error("0003:8:6..."),
            "line 1, column 1: expected ':' at the start of a library line, found '0'"
        );
        assert_eq!(
            error(":0003:8"),
            "line 1, column 8: expected ':' after the candidates, found the end of the line"
        );
        assert_eq!(
            error("::8:6"),
            "line 1, column 2: expected a technique code such as 0100 or 0110-1, found ':'"
        );
        assert_eq!(
            error(":0003:8a:6"),
            "line 1, column 8: expected candidate digits 1-9 (or 'x' for none), found 'a'"
        );
        let mut bad = EXAMPLE_1.to_string();
        bad.replace_range(9..10, "+.");
        assert_eq!(
            error(&bad),
            "line 1, column 11: expected a digit 1-9 after '+', found '.'"
        );
        bad.replace_range(9..11, "?");
        assert_eq!(
            error(&bad),
            "line 1, column 10: expected a digit 1-9, '+' and a digit, or '.' in the givens, found '?'"
        );
        bad.replace_range(9..10, "");
        assert_eq!(
            error(&bad),
            "line 1, column 111: expected 81 cells in the givens (or 16 or 36 for a 4x4 or 6x6 puzzle), found 80"
        );
        assert_eq!(
            error(&EXAMPLE_2.replace("224 524", "224 52")),
            "line 1, column 110: expected a candidate as <digit><row><col>, each 1-9 (436 is r3c6<>4), found '52'"
        );
        assert_eq!(
            error(&EXAMPLE_1.replacen("6...", "6..6", 1)),
            "line 1: r1c1 and r1c4 both hold 6"
        );
        assert_eq!(
            error(":0000:x:5...............::::"),
            "line 1, column 9: r1c1 holds 5, but a 4x4 board has digits 1-4"
        );
        assert_eq!(
            error(":0000:x:1...............:511:::"),
            "line 1, column 26: expected a candidate as <digit><row><col>, each 1-4 (436 is r3c6<>4), found '511'"
        );
    }
}
