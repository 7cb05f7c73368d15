//! How cells, digits and lists are written in explanations: one formatter
//! for each, shared by every strategy (so `r1c23` means the same thing in
//! an ALS and in a chain).

use crate::grid::{Candidate, Cell, CellSet, DigitSet, House, HouseKind};

/// Joins items as `a`, `a and b`, `a, b and c`.
pub fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Formats cells as `r4c2 and r4c6` / `r1c1, r1c5 and r2c3`.
pub fn cells_text(cells: impl IntoIterator<Item = Cell>) -> String {
    let names: Vec<String> = cells.into_iter().map(|c| c.to_string()).collect();
    join_and(&names)
}

/// Formats digits as `3 and 7` / `1, 2 and 5`.
pub fn digits_text(digits: DigitSet) -> String {
    let names: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    join_and(&names)
}

/// "rows 2 and 7", "columns 1, 4 and 8", "row 3, column 5 and box 2".
pub fn houses_text(houses: &[House]) -> String {
    if houses.len() > 1 && houses.windows(2).all(|w| w[0].kind() == w[1].kind()) {
        let kind = match houses[0].kind() {
            HouseKind::Row => "rows",
            HouseKind::Column => "columns",
            HouseKind::Box => "boxes",
        };
        let numbers: Vec<String> = houses
            .iter()
            .map(|h| (h.number() + 1).to_string())
            .collect();
        format!("{kind} {}", join_and(&numbers))
    } else {
        let names: Vec<String> = houses.iter().map(|h| h.to_string()).collect();
        join_and(&names)
    }
}

/// Candidates to remove, as solvers write them: `r4c7<>8, r4c9<>5`; an
/// empty list is `nothing` (for "removes nothing").
pub fn elimination_list(cands: &[Candidate]) -> String {
    if cands.is_empty() {
        return "nothing".to_string();
    }
    let names: Vec<String> = cands.iter().map(|c| c.elimination()).collect();
    names.join(", ")
}

/// A set of cells in the solvers' compact notation: `r4c2`, `r4c26` (row 4,
/// columns 2 and 6), `r48c2` (rows 4 and 8, column 2); cells on neither one
/// row nor one column are grouped by rows and joined with commas:
/// `r1c23,r2c5`. The empty set is the empty string.
pub fn compact_cells(cells: CellSet) -> String {
    let list: Vec<Cell> = cells.iter().collect();
    let Some(&first) = list.first() else {
        return String::new();
    };
    let numbers = |v: &mut dyn Iterator<Item = usize>| -> String {
        v.map(|n| char::from(b'1' + n as u8)).collect()
    };
    if list.len() > 1 && list.iter().all(|c| c.col() == first.col()) {
        return format!(
            "r{}c{}",
            numbers(&mut list.iter().map(|c| c.row())),
            first.col() + 1
        );
    }
    let mut parts = Vec::new();
    let mut i = 0;
    while i < list.len() {
        let row = list[i].row();
        let mut j = i;
        while j < list.len() && list[j].row() == row {
            j += 1;
        }
        parts.push(format!(
            "r{}c{}",
            row + 1,
            numbers(&mut list[i..j].iter().map(|c| c.col()))
        ));
        i = j;
    }
    parts.join(",")
}

/// The same in Japanese, as the Japanese catalogue and a teaching file's
/// own Japanese words write them: `4行目`, `r4c2・r4c6`, `3・7`.
pub mod ja {
    use crate::grid::{Cell, DigitSet, House, HouseKind};

    /// A house: `4行目`, `2列目`, `ブロック5`.
    pub fn house(h: House) -> String {
        let n = h.number() + 1;
        match h.kind() {
            HouseKind::Row => format!("{n}行目"),
            HouseKind::Column => format!("{n}列目"),
            HouseKind::Box => format!("ブロック{n}"),
        }
    }

    /// Houses joined with `・`.
    pub fn houses(hs: &[House]) -> String {
        let v: Vec<String> = hs.iter().map(|&h| house(h)).collect();
        v.join("・")
    }

    /// Cells joined with `・` (`r4c2・r4c6`).
    pub fn cells(cs: impl IntoIterator<Item = Cell>) -> String {
        let v: Vec<String> = cs.into_iter().map(|c| c.to_string()).collect();
        v.join("・")
    }

    /// Digits joined with `・` (`3・7`).
    pub fn digits(ds: DigitSet) -> String {
        let v: Vec<String> = ds.iter().map(|d| d.to_string()).collect();
        v.join("・")
    }
}

/// Columns `text` takes in a terminal or a notebook's output (East Asian
/// characters take two), for lining up columns of Japanese words.
pub fn columns(text: &str) -> usize {
    text.chars()
        .map(|c| if (c as u32) < 0x1100 { 1 } else { 2 })
        .sum()
}

/// `text` padded with spaces to `width` columns ([`columns`]), as `{:<width}`
/// pads ASCII.
pub fn pad_columns(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(columns(text))))
}

/// `text` right-aligned in `width` columns ([`columns`]).
pub fn pad_columns_left(text: &str, width: usize) -> String {
    format!("{}{text}", " ".repeat(width.saturating_sub(columns(text))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn japanese_words_are_padded_by_the_columns_they_take() {
        assert_eq!(columns("r4"), 2);
        assert_eq!(columns("4行目"), 5);
        assert_eq!(pad_columns("4行目", 8), "4行目   ");
        assert_eq!(pad_columns("ブロック2", 8), "ブロック2");
        assert_eq!(pad_columns_left("12", 4), "  12");
        // Padded, each reaches the same column.
        for word in ["row 4", "4行目", "ブロック2"] {
            assert_eq!(columns(&pad_columns(word, 10)), 10);
        }
    }

    #[test]
    fn lists_and_compact_cells() {
        assert_eq!(join_and(&[]), "");
        assert_eq!(
            join_and(&["a".into(), "b".into(), "c".into()]),
            "a, b and c"
        );
        let set = |cells: &[(usize, usize)]| {
            cells.iter().fold(CellSet::EMPTY, |s, &(r, c)| {
                s | CellSet::single(Cell::new(r, c))
            })
        };
        assert_eq!(compact_cells(CellSet::EMPTY), "");
        assert_eq!(compact_cells(set(&[(3, 1)])), "r4c2");
        assert_eq!(compact_cells(set(&[(3, 1), (3, 5)])), "r4c26");
        assert_eq!(compact_cells(set(&[(3, 1), (7, 1)])), "r48c2");
        assert_eq!(compact_cells(set(&[(0, 1), (0, 2), (1, 4)])), "r1c23,r2c5");
    }

    #[test]
    fn elimination_lists() {
        assert_eq!(elimination_list(&[]), "nothing");
        let c = |r, col, d| Candidate::new(Cell::new(r, col), d);
        assert_eq!(
            elimination_list(&[c(3, 6, 8), c(3, 8, 5)]),
            "r4c7<>8, r4c9<>5"
        );
    }
}
