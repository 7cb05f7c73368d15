//! The colouring strategies' fast `first`: look at the clusters' colours as
//! bare cell sets, and build patterns (with the reference finders) only on
//! boards where some cluster, or pair of clusters, removes something. Most
//! boards have none, and building every cluster's pattern costs far more
//! than these set tests.
//!
//! Each test must say yes whenever the finder has a productive instance;
//! then `first` is the first productive instance `find` lists, as the test
//! below checks on the oracle positions.

use super::clusters::{colour_sets, seen_by, MAX_CLUSTERS};
use super::multi_colors::{MultiColors1, MultiColors2};
use super::simple_colors::{SimpleColorsTraps, SimpleColorsWraps};
use crate::grid::{Board, CellSet};
use crate::strategies::accel::{Caches, FastFirst};
use crate::strategies::common::{first_by_find, Effects, Strategy};

/// Per cluster, its two colours (or the cells seeing each colour).
type Colours = [[CellSet; 2]];

/// A test of [`first_if_any`]: `removes(board, digit, colours, seen)`.
type Removes = fn(&Board, u8, &Colours, &Colours) -> bool;

/// `first` for a colouring strategy: the usual search, but only if
/// `removes(board, digit, colours, seen)` says that on some digit a cluster
/// (or a pair of clusters) removes something; `colours[i][k]` is colour `k`
/// of cluster `i` and `seen[i][k]` the cells seeing a cell of it. The test
/// must say yes whenever the search finds a productive pattern.
fn first_if_any<S: Strategy>(board: &Board, removes: Removes) -> Option<(S::Found, Effects)> {
    let any = (1..=board.size() as u8).any(|digit| {
        let (colours, n) = colour_sets(board, digit);
        let mut seen = [[CellSet::EMPTY; 2]; MAX_CLUSTERS];
        for (s, c) in seen.iter_mut().zip(&colours[..n]) {
            *s = [seen_by(board, c[0]), seen_by(board, c[1])];
        }
        n > 0 && removes(board, digit, &colours[..n], &seen[..n])
    });
    if any {
        first_by_find::<S>(board)
    } else {
        None
    }
}

/// A trap: a cell with the digit, outside a cluster, sees both its colours.
fn trap_removes(board: &Board, digit: u8, colours: &Colours, seen: &Colours) -> bool {
    let cells = board.digit_cells(digit);
    colours
        .iter()
        .zip(seen)
        .any(|(c, s)| !((cells & s[0] & s[1]) - (c[0] | c[1])).is_empty())
}

/// A wrap: two cells of one colour see each other (the colour's cells go).
fn wrap_removes(board: &Board, _: u8, colours: &Colours, _: &Colours) -> bool {
    let geo = board.geometry();
    colours
        .iter()
        .flatten()
        .any(|&k| k.iter().any(|c| geo.peers(c).intersects(k)))
}

/// Multi-colors type 1: colours `A_i` and `B_j` of two clusters touch, and
/// a cell with the digit sees `A_(1-i)` and `B_(1-j)`.
fn multi_1_removes(board: &Board, digit: u8, colours: &Colours, seen: &Colours) -> bool {
    let cells = board.digit_cells(digit);
    (0..colours.len()).any(|a| {
        (a + 1..colours.len()).any(|b| {
            (0..2).any(|i| {
                (0..2).any(|j| {
                    seen[a][i].intersects(colours[b][j])
                        && !(cells & seen[a][1 - i] & seen[b][1 - j]).is_empty()
                })
            })
        })
    })
}

/// Multi-colors type 2: a colour of one cluster touches both colours of
/// another.
fn multi_2_removes(_: &Board, _: u8, colours: &Colours, seen: &Colours) -> bool {
    (0..colours.len()).any(|a| {
        (0..colours.len()).any(|b| {
            a != b
                && (0..2).any(|i| {
                    seen[a][i].intersects(colours[b][0]) && seen[a][i].intersects(colours[b][1])
                })
        })
    })
}

impl FastFirst for SimpleColorsTraps {
    fn first(board: &Board, _caches: &mut Caches) -> Option<(Self::Found, Effects)> {
        first_if_any::<Self>(board, trap_removes)
    }
}

impl FastFirst for SimpleColorsWraps {
    fn first(board: &Board, _caches: &mut Caches) -> Option<(Self::Found, Effects)> {
        first_if_any::<Self>(board, wrap_removes)
    }
}

impl FastFirst for MultiColors1 {
    fn first(board: &Board, _caches: &mut Caches) -> Option<(Self::Found, Effects)> {
        first_if_any::<Self>(board, multi_1_removes)
    }
}

impl FastFirst for MultiColors2 {
    fn first(board: &Board, _caches: &mut Caches) -> Option<(Self::Found, Effects)> {
        first_if_any::<Self>(board, multi_2_removes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::walkthrough_boards;

    fn same_first<S: FastFirst>(board: &Board) -> bool
    where
        S::Found: PartialEq,
    {
        S::first(board, &mut Caches::new()) == first_by_find::<S>(board)
    }

    #[test]
    fn first_is_the_first_productive_instance_of_find() {
        let Some(walkthroughs) = walkthrough_boards("magictour_top1465.txt", 10) else {
            println!("skipping: ../shared/puzzles/magictour_top1465.txt is absent");
            return;
        };
        let mut found = 0;
        for board in walkthroughs.iter().flatten() {
            assert!(
                same_first::<SimpleColorsTraps>(board),
                "{}",
                board.to_line()
            );
            assert!(
                same_first::<SimpleColorsWraps>(board),
                "{}",
                board.to_line()
            );
            assert!(same_first::<MultiColors1>(board), "{}", board.to_line());
            assert!(same_first::<MultiColors2>(board), "{}", board.to_line());
            found += usize::from(first_by_find::<MultiColors1>(board).is_some());
        }
        assert!(found > 0, "no position with a Multi-Colors 1 step");
    }
}
