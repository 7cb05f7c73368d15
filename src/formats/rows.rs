//! The row scaffolding of the formats that write one board row per line
//! (grid, comma, boxed, candidates): reading the cells of a row with the
//! column of each, telling rows from comments and separators, grouping rows
//! into puzzles, and building the board so that an error about one cell
//! points at where that cell was read.
//!
//! A format says only what is its own: how one cell is written (the `cell`
//! of [`read_row`]), what a row holds ("cells", "values"), whether border
//! lines may appear, and how the board is made from the cells
//! ([`RowFormat`]).

use super::shared::{
    board_error, column_at, is_blank, is_comment, is_separator, numbered_lines, SIZES,
};
use super::{ParseError, Puzzle};
use crate::grid::{Board, BoardError};
use crate::lang::problem::{Found, Problem, Unit, Wanted};

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

impl<T> Row<T> {
    /// How many characters the row takes, trailing blanks excluded.
    pub fn width(&self) -> usize {
        self.end_column - 1
    }
}

/// Where a cell could not be read (a slice of the line) and what was
/// expected and found there.
pub(crate) struct Misread<'a> {
    pub at: &'a str,
    pub problem: Problem,
}

impl<'a> Misread<'a> {
    pub fn new(at: &'a str, problem: Problem) -> Misread<'a> {
        Misread { at, problem }
    }
}

/// A row being read from line `number`: the cells so far, each with the
/// column it starts at.
pub(crate) struct RowReader<'a, T> {
    number: usize,
    line: &'a str,
    cells: Vec<Located<T>>,
    /// The byte offset and column of the last cell read: columns are counted
    /// on from there, so a long line is read in linear time.
    last: (usize, usize),
}

impl<'a, T> RowReader<'a, T> {
    pub fn new(number: usize, line: &'a str) -> RowReader<'a, T> {
        RowReader {
            number,
            line,
            cells: Vec::with_capacity(9),
            last: (0, 1),
        }
    }

    /// The column where `at`, a slice of the line at or after the last cell
    /// read, starts (counting on from that cell; from the start otherwise).
    fn column_of(&self, at: &str) -> usize {
        let (offset, column) = self.last;
        let from = self.line.get(offset..).unwrap_or("");
        match (at.as_ptr() as usize).checked_sub(from.as_ptr() as usize) {
            Some(_) => column + column_at(from, at) - 1,
            None => column_at(self.line, at),
        }
    }

    /// A cell whose text starts at `at`, a slice of the line.
    pub fn push(&mut self, at: &str, value: T) {
        let column = self.column_of(at);
        let offset = (at.as_ptr() as usize).saturating_sub(self.line.as_ptr() as usize);
        self.last = (offset, column);
        self.cells.push(Located { value, column });
    }

    /// What went wrong, as an error at the line and column where it did.
    pub fn error(&self, misread: Misread<'_>) -> ParseError {
        ParseError::new(self.number, self.column_of(misread.at), misread.problem)
    }

    /// The row, with its cells and where it ends.
    pub fn finish(self) -> Row<T> {
        Row {
            line: self.number,
            cells: self.cells,
            end_column: self.line.trim_end().chars().count() + 1,
        }
    }
}

/// Reads the cells of line `number`: before each cell, `is_filler`
/// characters (spaces, box walls) are passed over; then `cell` reads one
/// cell from the start of what is left of the line, giving the rest and
/// the cell's value, or what went wrong where.
pub(crate) fn read_row<'a, T>(
    number: usize,
    line: &'a str,
    is_filler: fn(char) -> bool,
    mut cell: impl FnMut(&'a str) -> Result<(&'a str, T), Misread<'a>>,
) -> Result<Row<T>, ParseError> {
    let mut row = RowReader::new(number, line);
    let mut rest = line;
    loop {
        let at = rest.trim_start_matches(is_filler);
        if at.is_empty() {
            break;
        }
        let (after, value) = cell(at).map_err(|misread| row.error(misread))?;
        row.push(at, value);
        rest = after;
    }
    Ok(row.finish())
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

/// A format that writes one board row per line and says its size by the
/// number of cells in a row (comma, boxed, candidates).
pub(crate) struct RowFormat<T> {
    /// What a row holds, for messages: "cells", "values".
    pub unit: Unit,
    /// Whether lines that only draw borders and separators are passed over.
    pub borders: bool,
    /// Reads a line that is neither empty nor a `#` comment (nor, with
    /// `borders`, a separator): a row, or a comment of the format's own.
    pub read_line: for<'a> fn(usize, &'a str) -> LineItem<'a, T>,
    /// The board from its size and the cell values in reading order.
    pub build: fn(usize, &[T]) -> Result<Board, BoardError>,
    /// How many of the values' pencil marks the board leaves out ([`Puzzle::uncleaned`]).
    pub uncleaned: fn(usize, &[T]) -> usize,
}

impl<T: Copy> RowFormat<T> {
    /// Reads every puzzle of a text.
    pub fn parse(&self, text: &str) -> Vec<Result<Puzzle, ParseError>> {
        let items: Vec<LineItem<T>> = numbered_lines(text)
            .map(|(number, line)| {
                if is_blank(line) || (self.borders && is_separator(line)) {
                    LineItem::Ignored
                } else if is_comment(line) {
                    LineItem::Comment(line)
                } else {
                    (self.read_line)(number, line)
                }
            })
            .collect();
        collect_puzzles(&items, self)
    }
}

/// Groups the rows of a row-per-line format into puzzles: the first rows of
/// a puzzle say its size (the most common count of 4, 6 or 9 among its first
/// three rows), then that many rows make the puzzle. `unit` names what a row
/// holds ("cells", "values") in messages; `build` makes the board from the
/// size and the cell values in reading order.
fn collect_puzzles<T: Copy>(
    items: &[LineItem<'_, T>],
    format: &RowFormat<T>,
) -> Vec<Result<Puzzle, ParseError>> {
    let unit = format.unit;
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
                    Problem::expected(Wanted::CellsInARow { unit }, Found::Count(row.cells.len())),
                ),
                LineItem::Row(Err(error)) => error.clone(),
                _ => ParseError::new(first_line, 0, Problem::Missing(Wanted::ARow)),
            }));
            next += 1;
            continue;
        };
        let mut rows: Vec<&Row<T>> = Vec::with_capacity(size);
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
                    rows.push(row);
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
                Problem::expected(Wanted::Rows { size }, Found::Count(rows_taken)),
            ));
        }
        puzzles.push(match error {
            Some(error) => Err(error),
            None => {
                // The board, and the pencil marks it was read without.
                let read = |size, values: &[T]| {
                    Ok((
                        (format.build)(size, values)?,
                        (format.uncleaned)(size, values),
                    ))
                };
                board_from_rows(&rows, size, first_line, read).map(|(board, uncleaned)| Puzzle {
                    line: first_line,
                    board,
                    comment,
                    uncleaned,
                })
            }
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
fn row_length_error<T>(row: &Row<T>, size: usize, unit: Unit) -> Option<ParseError> {
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
        Problem::expected(Wanted::CellsInThisRow { size, unit }, Found::Count(found)),
    ))
}

/// The board made of `rows` (each of `size` cells) with `build` (which may
/// return more than the board); an error about one cell points at where the
/// cell was read, the others are reported on the puzzle's first line.
pub(crate) fn board_from_rows<T: Copy, B>(
    rows: &[&Row<T>],
    size: usize,
    first_line: usize,
    build: impl FnOnce(usize, &[T]) -> Result<B, BoardError>,
) -> Result<B, ParseError> {
    let values: Vec<T> = rows
        .iter()
        .flat_map(|row| row.cells.iter().map(|cell| cell.value))
        .collect();
    build(size, &values).map_err(|e| {
        board_error(e, first_line, size, |i| {
            let row = rows.get(i / size)?;
            let cell = row.cells.get(i % size)?;
            Some((row.line, cell.column))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A digit cell for `read_row`, as boxed reads them (blanks left out).
    fn digit(at: &str) -> Result<(&str, u8), Misread<'_>> {
        match at.as_bytes().first() {
            Some(b @ b'1'..=b'9') => Ok((&at[1..], b - b'0')),
            _ => Err(Misread::new(at, Problem::Missing(Wanted::ADigit))),
        }
    }

    #[test]
    fn cells_and_errors_carry_their_columns_in_characters() {
        let is_filler = |c: char| c == ' ' || c == '|' || c == 'é';
        let row = read_row(7, "é1 2|3  ", is_filler, digit).expect("a row of digits");
        let columns: Vec<(u8, usize)> = row.cells.iter().map(|c| (c.value, c.column)).collect();
        assert_eq!(columns, [(1, 2), (2, 4), (3, 6)]);
        assert_eq!((row.line, row.end_column, row.width()), (7, 7, 6));
        let error = read_row(3, "é1 x", is_filler, digit).unwrap_err();
        assert_eq!(error.to_string(), "line 3, column 4: expected a digit");
    }

    /// Columns are counted on from the last cell (so that a long line reads
    /// in linear time): on a long line with wide fillers, every cell's
    /// column is the one counted from the start of the line.
    #[test]
    fn columns_on_a_long_line_are_counted_from_its_start() {
        let is_filler = |c: char| c == ' ' || c == 'é';
        let line: String = (0..5000)
            .map(|i| if i % 3 == 0 { "é1" } else { " 2" })
            .collect();
        let row = read_row(1, &line, is_filler, digit).expect("a row of digits");
        assert_eq!(row.cells.len(), 5000);
        for (i, cell) in row.cells.iter().enumerate() {
            assert_eq!(cell.column, 2 * i + 2, "cell {i}");
        }
        let bad = format!("{line} x");
        let error = read_row(2, &bad, is_filler, digit).unwrap_err();
        assert_eq!(error.column, 10002);
    }
}
