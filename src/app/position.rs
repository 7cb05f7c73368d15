//! A learner's position as the API carries it (docs/api.md, "A position"):
//! the givens, the digits on the board and the pencil marks, each a string
//! with one entry per cell. Read strictly: every wrong character is named
//! with its field and cell.

use crate::grid::{Board, Candidate, Cell, DigitSet};
use crate::lang::api::ApiProblem;
use serde::Deserialize;
use serde_json::{json, Value};

/// A position as a request sends it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// The puzzle: one character per cell, `1`-`9`, `.` or `0`.
    pub givens: String,
    /// The same cells with the digits placed since (givens included).
    #[serde(default)]
    pub values: Option<String>,
    /// Three hexadecimal digits per cell: its pencil marks.
    #[serde(default)]
    pub candidates: Option<String>,
}

/// What went wrong reading a position: an API problem, or the board's own
/// (two equal digits in a house, a cell left without candidates).
#[derive(Clone, Debug)]
pub enum PositionError {
    Api(ApiProblem),
    Board(crate::grid::BoardError),
}

impl From<ApiProblem> for PositionError {
    fn from(p: ApiProblem) -> PositionError {
        PositionError::Api(p)
    }
}

/// The board's size from a string with one character per cell.
fn size_of(field: &str, text: &str) -> Result<usize, ApiProblem> {
    match text.chars().count() {
        16 => Ok(4),
        36 => Ok(6),
        81 => Ok(9),
        found => Err(ApiProblem::PositionSize {
            field: field.to_string(),
            found,
        }),
    }
}

/// One digit per cell (0 for an empty cell), each checked against the size.
fn digits(field: &str, text: &str, size: usize) -> Result<Vec<u8>, ApiProblem> {
    let found = text.chars().count();
    if found != size * size {
        return Err(ApiProblem::FieldLength {
            field: field.to_string(),
            found,
            expected: size * size,
        });
    }
    text.chars()
        .enumerate()
        .map(|(i, ch)| match ch {
            '.' | '0' => Ok(0),
            '1'..='9' if (ch as usize - '0' as usize) <= size => Ok(ch as u8 - b'0'),
            _ => Err(ApiProblem::NotADigit {
                field: field.to_string(),
                cell: Cell::new(i / size, i % size),
                found: ch,
            }),
        })
        .collect()
}

/// The pencil marks of each cell, from three hexadecimal digits per cell.
fn marks(text: &str, size: usize) -> Result<Vec<DigitSet>, ApiProblem> {
    let found = text.chars().count();
    if found != 3 * size * size || !text.is_ascii() {
        return Err(ApiProblem::FieldLength {
            field: "position.candidates".to_string(),
            found,
            expected: 3 * size * size,
        });
    }
    let all: u32 = (1u32 << size) - 1;
    (0..size * size)
        .map(|i| {
            let hex = &text[3 * i..3 * i + 3];
            match u32::from_str_radix(hex, 16) {
                Ok(mask) if mask & !all == 0 && !hex.starts_with(['+', '-']) => Ok((1..=size
                    as u8)
                    .filter(|&d| mask & (1 << (d - 1)) != 0)
                    .collect()),
                _ => Err(ApiProblem::BadCandidates {
                    cell: Cell::new(i / size, i % size),
                    found: hex.to_string(),
                }),
            }
        })
        .collect()
}

impl Position {
    /// The board this position shows: givens, placed digits, and the
    /// pencil marks as sent (without them, all the digits leave).
    pub fn board(&self) -> Result<Board, PositionError> {
        let size = size_of("position.givens", &self.givens)?;
        let givens = digits("position.givens", &self.givens, size)?;
        let values = match &self.values {
            Some(v) => digits("position.values", v, size)?,
            None => givens.clone(),
        };
        for (i, (&g, &v)) in givens.iter().zip(&values).enumerate() {
            if g != 0 && g != v {
                return Err(ApiProblem::GivenChanged {
                    cell: Cell::new(i / size, i % size),
                }
                .into());
            }
        }
        // From digits and deleted candidates, not from marks: a learner's
        // cell may be left without a candidate, which check then names.
        let mut deleted = Vec::new();
        if let Some(text) = &self.candidates {
            let all = DigitSet::all(size);
            for (i, open) in marks(text, size)?.into_iter().enumerate() {
                if values[i] == 0 {
                    let cell = Cell::new(i / size, i % size);
                    deleted.extend((all - open).iter().map(|d| Candidate::new(cell, d)));
                }
            }
        }
        let given: Vec<bool> = givens.iter().map(|&g| g != 0).collect();
        Board::from_digits(size, &values, &given, &deleted).map_err(PositionError::Board)
    }

    /// The position `board` shows, as the API writes it.
    pub fn of(board: &Board) -> Position {
        let givens = board
            .geometry()
            .cells()
            .map(
                |cell| match board.value(cell).filter(|_| board.is_given(cell)) {
                    Some(d) => char::from(b'0' + d),
                    None => '.',
                },
            )
            .collect();
        Position {
            givens,
            values: Some(board.to_line()),
            candidates: Some(board.marks_hex()),
        }
    }

    /// As JSON.
    pub fn to_json(&self) -> Value {
        json!({"givens": self.givens, "values": self.values, "candidates": self.candidates})
    }
}

/// A candidate's code on a board of `size`: `cell * 16 + digit`, cells
/// counted row by row from 0 (the pages' own code).
pub fn code(c: &Candidate, size: usize) -> usize {
    (c.cell.row() * size + c.cell.col()) * 16 + usize::from(c.digit)
}

/// The candidate of a code, or the problem with it.
pub fn from_code(field: &str, code: i64, size: usize) -> Result<Candidate, ApiProblem> {
    let bad = || ApiProblem::BadCode {
        field: field.to_string(),
        code,
    };
    let code = usize::try_from(code).map_err(|_| bad())?;
    let (cell, digit) = (code / 16, code % 16);
    if cell >= size * size || digit == 0 || digit > size {
        return Err(bad());
    }
    Ok(Candidate::new(
        Cell::new(cell / size, cell % size),
        digit as u8,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// puzzles/numpre1.txt's puzzle (a PowerShell tutorial's), row by row.
    const NUMPRE1: &str =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    fn position(givens: &str, values: Option<&str>, candidates: Option<&str>) -> Position {
        Position {
            givens: givens.to_string(),
            values: values.map(str::to_string),
            candidates: candidates.map(str::to_string),
        }
    }

    #[test]
    fn a_position_round_trips_through_a_board() {
        let mut values: Vec<char> = NUMPRE1.chars().collect();
        values[0] = '4';
        let values: String = values.into_iter().collect();
        let board = position(NUMPRE1, Some(&values), None).board().unwrap();
        assert_eq!(board.value(Cell::new(0, 0)), Some(4));
        assert!(!board.is_given(Cell::new(0, 0)));
        assert!(board.is_given(Cell::new(0, 2)));
        // 4 went from r1c2's pencil marks with the placement.
        assert!(!board.has_candidate(Cell::new(0, 1), 4));
        let p = Position::of(&board);
        assert_eq!(p.givens, NUMPRE1);
        assert_eq!(p.values.as_deref(), Some(values.as_str()));
        let again = p.board().unwrap();
        assert_eq!(Position::of(&again).candidates, p.candidates);
    }

    #[test]
    fn pencil_marks_are_kept_as_sent() {
        let board = position(NUMPRE1, None, None).board().unwrap();
        let mut p = Position::of(&board);
        let mut marks = p.candidates.clone().unwrap();
        // r1c1 down to 4 and 5 (bits 3 and 4: 0x018).
        marks.replace_range(0..3, "018");
        p.candidates = Some(marks);
        let b = p.board().unwrap();
        assert_eq!(
            b.candidates(Cell::new(0, 0)).iter().collect::<Vec<_>>(),
            [4, 5]
        );
    }

    #[test]
    fn each_wrong_field_is_named_with_its_cell() {
        let short = &NUMPRE1[..80];
        let err = |p: Position| match p.board() {
            Err(PositionError::Api(a)) => a,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            err(position(short, None, None)),
            ApiProblem::PositionSize {
                field: "position.givens".into(),
                found: 80
            }
        );
        let mut x = NUMPRE1.to_string();
        x.replace_range(12..13, "x");
        assert_eq!(
            err(position(&x, None, None)),
            ApiProblem::NotADigit {
                field: "position.givens".into(),
                cell: Cell::new(1, 3),
                found: 'x'
            }
        );
        let mut changed = NUMPRE1.to_string();
        changed.replace_range(2..3, "4");
        assert_eq!(
            err(position(NUMPRE1, Some(&changed), None)),
            ApiProblem::GivenChanged {
                cell: Cell::new(0, 2)
            }
        );
        let marks = "1ff".repeat(80) + "zzz";
        assert_eq!(
            err(position(NUMPRE1, None, Some(&marks))),
            ApiProblem::BadCandidates {
                cell: Cell::new(8, 8),
                found: "zzz".into()
            }
        );
        // A 4x4 board has no 5, and no candidate bit above 4.
        assert!(matches!(
            err(position("5...............", None, None)),
            ApiProblem::NotADigit { found: '5', .. }
        ));
        let marks4 = "010".repeat(15) + "01f";
        assert!(matches!(
            err(position("................", None, Some(&marks4))),
            ApiProblem::BadCandidates { .. }
        ));
        // Two 3s in row 1 is the board's own error.
        let mut clash = NUMPRE1.to_string();
        clash.replace_range(0..1, "3");
        assert!(matches!(
            position(&clash, None, None).board(),
            Err(PositionError::Board(_))
        ));
    }

    #[test]
    fn codes_are_cells_and_digits() {
        let c = from_code("eliminations", 2 * 16 + 5, 9).unwrap();
        assert_eq!(c.to_string(), "r1c3<>5");
        assert_eq!(code(&c, 9), 37);
        for bad in [-1, 0, 81 * 16 + 1, 16 * 3 + 10, 15] {
            assert!(from_code("eliminations", bad, 9).is_err(), "{bad}");
        }
        assert!(from_code("x", 5 * 16 + 5, 4).is_err());
    }
}
