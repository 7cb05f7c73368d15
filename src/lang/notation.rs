//! How a cell is written: `r3c2` (the solving community's default), `3-2`
//! (row-column, as the C# "Numberplace" article writes), `{C,2}` (row
//! letter and column, as the Mathematica WXYZ-Wing study writes) or `3行2列`.
//!
//! Explanations are built with `r1c1` names; [`Notation::rewrite`] turns
//! every such name (also the compact `r48c2`, `r4c26` forms) into the chosen
//! notation, so a catalogue never needs to know the notation.

use crate::grid::Cell;
use std::fmt;
use std::str::FromStr;

/// A way of writing cells.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Notation {
    /// `r3c2`.
    #[default]
    RowCol,
    /// `3-2`.
    Dash,
    /// `{C,2}`: rows lettered from A.
    Letter,
    /// `3行2列`.
    Kanji,
}

impl Notation {
    /// Every notation, default first.
    pub const ALL: [Notation; 4] = [
        Notation::RowCol,
        Notation::Dash,
        Notation::Letter,
        Notation::Kanji,
    ];

    /// The cell in this notation.
    pub fn cell(self, cell: Cell) -> String {
        let (r, c) = (cell.row() + 1, cell.col() + 1);
        match self {
            Notation::RowCol => format!("r{r}c{c}"),
            Notation::Dash => format!("{r}-{c}"),
            Notation::Letter => format!("{{{},{c}}}", char::from(b'A' + (r - 1) as u8)),
            Notation::Kanji => format!("{r}行{c}列"),
        }
    }

    /// The label of row `r` (from 1) on a board: `r5`, `5`, `E`, `5行`.
    pub fn row_label(self, r: usize) -> String {
        match self {
            Notation::RowCol => format!("r{r}"),
            Notation::Dash => r.to_string(),
            Notation::Letter => char::from(b'A' + (r.clamp(1, 26) - 1) as u8).to_string(),
            Notation::Kanji => format!("{r}行"),
        }
    }

    /// The label of column `c` (from 1): `c7`, `7`, `7`, `7列`.
    pub fn col_label(self, c: usize) -> String {
        match self {
            Notation::RowCol => format!("c{c}"),
            Notation::Dash | Notation::Letter => c.to_string(),
            Notation::Kanji => format!("{c}列"),
        }
    }

    /// Reads a cell written in this notation (rows and columns 1-9).
    pub fn parse_cell(self, text: &str) -> Option<Cell> {
        let digit = |s: &str| -> Option<usize> {
            let n: usize = s.parse().ok()?;
            (1..=9).contains(&n).then(|| n - 1)
        };
        let (r, c) = match self {
            Notation::RowCol => {
                let rest = text.strip_prefix(['r', 'R'])?;
                let (r, c) = rest.split_once(['c', 'C'])?;
                (digit(r)?, digit(c)?)
            }
            Notation::Dash => {
                let (r, c) = text.split_once('-')?;
                (digit(r)?, digit(c)?)
            }
            Notation::Letter => {
                let inner = text.strip_prefix('{')?.strip_suffix('}')?;
                let (r, c) = inner.split_once(',')?;
                let mut letters = r.trim().chars();
                let letter = letters.next()?.to_ascii_uppercase();
                if letters.next().is_some() || !('A'..='I').contains(&letter) {
                    return None;
                }
                (letter as usize - 'A' as usize, digit(c.trim())?)
            }
            Notation::Kanji => {
                let rest = text.strip_suffix('列')?;
                let (r, c) = rest.split_once('行')?;
                (digit(r)?, digit(c)?)
            }
        };
        Some(Cell::new(r, c))
    }

    /// `text` with every `r1c1` cell name (and compact group `r48c2`,
    /// `r4c26`: its cells joined with `,`, or in `3行2列` one name such as
    /// `4・8行2列`) written in this notation.
    pub fn rewrite(self, text: &str) -> String {
        if self == Notation::RowCol {
            return text.to_string();
        }
        let bytes = text.as_bytes();
        let mut out = String::with_capacity(text.len() + text.len() / 4);
        let mut copied = 0;
        let mut i = 0;
        while i < bytes.len() {
            let starts_word = i == 0 || !bytes[i - 1].is_ascii_alphanumeric();
            if bytes[i] == b'r' && starts_word {
                if let Some((rows, cols, end)) = group_at(bytes, i) {
                    out.push_str(&text[copied..i]);
                    let names: Vec<String> = rows
                        .iter()
                        .flat_map(|&r| cols.iter().map(move |&c| Cell::new(r, c)))
                        .map(|cell| self.cell(cell))
                        .collect();
                    // In a chain, `-` is also the weak link: `3-2` cells are
                    // bracketed there (`(7=3)[1-9]-(3=4)[2-8]`).
                    if self == Notation::Kanji {
                        // One name for the group, as Japanese writes it.
                        out.push_str(&format!("{}行{}列", runs(&rows), runs(&cols)));
                    } else if self == Notation::Dash && in_chain(bytes, i, end) {
                        out.push('[');
                        out.push_str(&names.join(","));
                        out.push(']');
                    } else {
                        out.push_str(&names.join(","));
                    }
                    copied = end;
                    i = end;
                    continue;
                }
            }
            i += 1;
        }
        out.push_str(&text[copied..]);
        out
    }
}

/// 0-based lines as Japanese numbers them: a run of three or more as
/// `4〜8`, the rest joined by `・` (`1〜3・7`, `4・8`).
fn runs(lines: &[usize]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut k = 0;
    while k < lines.len() {
        let mut end = k;
        while end + 1 < lines.len() && lines[end + 1] == lines[end] + 1 {
            end += 1;
        }
        if end >= k + 2 {
            parts.push(format!("{}〜{}", lines[k] + 1, lines[end] + 1));
        } else {
            parts.extend(lines[k..=end].iter().map(|l| (l + 1).to_string()));
        }
        k = end + 1;
    }
    parts.join("・")
}

/// Whether the cell name at `i..end` is a node of a chain in Eureka
/// notation: after a link or a digit group (`)`, `=`, `-`), or before a
/// link (`-`, or `=` and another node), not a placement (`r5c7=3`).
fn in_chain(bytes: &[u8], i: usize, end: usize) -> bool {
    let before = i.checked_sub(1).map(|k| bytes[k]);
    let after = bytes.get(end).copied();
    let then = bytes.get(end + 1).copied();
    matches!(before, Some(b')' | b'=' | b'-'))
        || after == Some(b'-')
        || (after == Some(b'=') && matches!(then, Some(b'r' | b'(')))
}

/// The rows, columns and end of an `r<digits>c<digits>` name at `i`, if
/// one stands there as a word of its own.
fn group_at(bytes: &[u8], i: usize) -> Option<(Vec<usize>, Vec<usize>, usize)> {
    let run = |from: usize| -> (Vec<usize>, usize) {
        let mut j = from;
        let mut v = Vec::new();
        while j < bytes.len() && (b'1'..=b'9').contains(&bytes[j]) {
            v.push(usize::from(bytes[j] - b'1'));
            j += 1;
        }
        (v, j)
    };
    let (rows, j) = run(i + 1);
    if rows.is_empty() || bytes.get(j) != Some(&b'c') {
        return None;
    }
    let (cols, end) = run(j + 1);
    if cols.is_empty() || bytes.get(end).is_some_and(|b| b.is_ascii_alphanumeric()) {
        return None;
    }
    Some((rows, cols, end))
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Notation::RowCol => "r3c2",
            Notation::Dash => "3-2",
            Notation::Letter => "{C,2}",
            Notation::Kanji => "3行2列",
        })
    }
}

impl FromStr for Notation {
    type Err = super::BadValue;
    /// By example, as the option takes it: `r3c2`, `3-2`, `{C,2}`, `3行2列`
    /// (or by name: `rc`, `dash`, `letter`, `kanji`).
    fn from_str(s: &str) -> Result<Notation, super::BadValue> {
        match s {
            "r3c2" | "rc" | "r1c1" => Ok(Notation::RowCol),
            "3-2" | "dash" => Ok(Notation::Dash),
            "{C,2}" | "C,2" | "letter" => Ok(Notation::Letter),
            "3行2列" | "kanji" => Ok(Notation::Kanji),
            _ => Err(super::BadValue::one_of(
                "notation",
                s,
                &["r3c2", "3-2", "{C,2}", "3行2列"],
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_round_trips_in_every_notation() {
        for n in Notation::ALL {
            for r in 0..9 {
                for c in 0..9 {
                    let cell = Cell::new(r, c);
                    assert_eq!(n.parse_cell(&n.cell(cell)), Some(cell), "{n} {cell}");
                }
            }
            assert_eq!(n.to_string().parse::<Notation>(), Ok(n));
        }
    }

    #[test]
    fn examples_of_the_articles() {
        let cell = Cell::new(2, 1);
        assert_eq!(Notation::RowCol.cell(cell), "r3c2");
        assert_eq!(Notation::Dash.cell(cell), "3-2");
        assert_eq!(Notation::Letter.cell(cell), "{C,2}");
        assert_eq!(Notation::Kanji.cell(cell), "3行2列");
        assert_eq!(Notation::Letter.parse_cell("{j,2}"), None);
        assert_eq!(Notation::Dash.parse_cell("0-2"), None);
    }

    #[test]
    fn rewrite_names_groups_and_leaves_words() {
        let text = "r4c1<>3, r5c7=3; r48c2 and r4c26 (grr1c1, r1c1x, r0c1)";
        assert_eq!(Notation::RowCol.rewrite(text), text);
        assert_eq!(
            Notation::Dash.rewrite(text),
            "4-1<>3, 5-7=3; 4-2,8-2 and 4-2,4-6 (grr1c1, r1c1x, r0c1)"
        );
        assert_eq!(Notation::Kanji.rewrite("r3c2から"), "3行2列から");
        // A group is one name: a run of lines as 4〜8, others joined by ・.
        assert_eq!(
            Notation::Kanji.rewrite("r1c45678、r48c2、r1237c9"),
            "1行4〜8列、4・8行2列、1〜3・7行9列"
        );
        // Chains bracket their cells in 3-2 notation; placements do not.
        assert_eq!(
            Notation::Dash.rewrite("(7=3)r1c9-(3=4)r2c8 => r1c1=5; (5)r1c2=r1c4-r5c4=r48c3"),
            "(7=3)[1-9]-(3=4)[2-8] => 1-1=5; (5)[1-2]=[1-4]-[5-4]=[4-3,8-3]"
        );
        assert_eq!(Notation::Letter.rewrite("r3c2=5"), "{C,2}=5");
    }
}
