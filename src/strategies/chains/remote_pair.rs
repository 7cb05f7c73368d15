//! # Remote Pair: bivalue cells with the same two digits
//!
//! Cells that hold only the same two digits `x`/`y` and see each other
//! must differ: one is `x`, the other `y`. Along a chain of such cells the
//! two digits alternate, like two colours:
//!
//! ```text
//!   r1c1 {3,8} - r1c5 {3,8} - r4c5 {3,8} - r4c2 {3,8}
//!      A             B            A            B
//! ```
//!
//! Cells `A` hold one digit and cells `B` the other, so a cell that sees an
//! `A` cell and a `B` cell (here r4c1, seeing r1c1 and r4c2) can hold
//! neither 3 nor 8. With only two or three cells the chain is a naked pair
//! or an XY-Wing, so a Remote Pair has at least four cells.
//!
//! (HoDoKu's rule, also followed here: every pair of chain cells of opposite
//! colour counts, not only the two ends.)

use super::{chain_eliminations, is_chain, Chain, ChainKind, ChainNode, LinkKind, MAX_CHAINS};
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::strategies::common::{strategy, Listing};
use crate::strategies::decl::{Decl, Family, Level, Se};

/// The Remote Pair's declaration: id, family, HoDoKu score and level, SE rule.
pub const REMOTE_PAIR: Decl = Decl::new(
    "remote-pair",
    "Remote Pair",
    "リモートペア",
    Family::Chains,
    110,
    Level::Hard,
    Se::Chain,
);

/// Up to [`MAX_CHAINS`] productive Remote Pairs (four cells or more, as a
/// shortest path between its end cells), one per distinct elimination set,
/// shortest first.
pub fn find_remote_pairs(board: &Board) -> Vec<Chain> {
    find_remote_pairs_upto(board, MAX_CHAINS)
}

/// [`find_remote_pairs`], up to `limit` of them.
pub fn find_remote_pairs_upto(board: &Board, limit: usize) -> Vec<Chain> {
    let geo = board.geometry();
    let n = geo.size as u8;
    // (number of cells, first cell, last cell, path)
    let mut found: Vec<(usize, Cell, Cell, Vec<Cell>)> = Vec::new();
    for x in 1..=n {
        for y in x + 1..=n {
            let pair = DigitSet::from_digits(&[x, y]);
            let cells: CellSet = board
                .empty_cells()
                .iter()
                .filter(|&c| board.candidates(c) == pair)
                .collect();
            if cells.len() < 4 {
                continue;
            }
            for start in cells {
                // Breadth-first over the pair cells, parents kept for the path.
                let mut parent = [u8::MAX; 81];
                let mut dist = [u8::MAX; 81];
                dist[start.index()] = 0;
                let mut queue = vec![start];
                let mut head = 0;
                while head < queue.len() {
                    let c = queue[head];
                    head += 1;
                    for next in geo.peers(c) & cells {
                        if dist[next.index()] == u8::MAX {
                            dist[next.index()] = dist[c.index()] + 1;
                            parent[next.index()] = c.index() as u8;
                            queue.push(next);
                        }
                    }
                }
                for &end in &queue {
                    let d = dist[end.index()] as usize;
                    // Ends of opposite colour, at least four cells.
                    if end > start && d >= 3 && d % 2 == 1 {
                        let mut path = vec![end];
                        let mut c = end;
                        while c != start {
                            c = Cell::from_index(parent[c.index()]);
                            path.push(c);
                        }
                        path.reverse();
                        found.push((d + 1, start, end, path));
                    }
                }
            }
        }
    }
    found.sort_by_key(|f| (f.0, f.1, f.2));
    let mut out: Vec<Chain> = Vec::new();
    let mut effects: Vec<Vec<Candidate>> = Vec::new();
    for (_, _, _, path) in found {
        if out.len() >= limit {
            break;
        }
        let Some(chain) = is_remote_pair(board, &path) else {
            continue;
        };
        let e = chain_eliminations(board, &chain);
        if e.is_empty() || effects.contains(&e) {
            continue;
        }
        effects.push(e);
        out.push(chain);
    }
    out
}

/// The predicate on cells: do these cells, each seeing the next, all hold
/// exactly the same two digits (at least four cells, an even number of them
/// so the ends differ)? Returns the chain written as candidates.
pub fn is_remote_pair(board: &Board, cells: &[Cell]) -> Option<Chain> {
    let first = *cells.first()?;
    let pair = board.candidates(first);
    let digits: Vec<u8> = pair.iter().collect();
    if digits.len() != 2 || cells.len() < 4 || cells.len() % 2 != 0 {
        return None;
    }
    let mut nodes = Vec::new();
    let mut links = Vec::new();
    // Enter each cell on one digit and leave on the other.
    let mut enter = digits[0];
    for (i, &c) in cells.iter().enumerate() {
        let leave = if enter == digits[0] {
            digits[1]
        } else {
            digits[0]
        };
        if i > 0 {
            links.push(LinkKind::Weak);
        }
        nodes.push(ChainNode::cell(c, enter));
        links.push(LinkKind::Strong);
        nodes.push(ChainNode::cell(c, leave));
        enter = leave;
    }
    is_chain(board, ChainKind::RemotePair, &nodes, &links)
}

strategy!(
    /// Remote Pairs as a strategy.
    RemotePairs: Chain = find_remote_pairs, eliminates chain_eliminations,
    listing = Listing::UpTo(MAX_CHAINS), upto = find_remote_pairs_upto
);

#[cfg(test)]
mod tests {
    use super::super::test_support::{run, SX_HARD_5};
    use super::*;

    #[test]
    fn remote_pair_of_four_cells() {
        // sx_hard #5 after singles: r4c9, r4c1, r8c1 and r8c3 hold only 2 and
        // 7, each seeing the next. r4c9 and r8c1 hold one digit, r4c1 and
        // r8c3 the other, so a cell seeing r4c1 and r8c1 (column 1) holds
        // neither.
        let (b, texts) = run(SX_HARD_5, find_remote_pairs);
        assert_eq!(
            texts,
            [
                "(2=7)r4c9-(7=2)r4c1-(2=7)r8c1-(7=2)r8c3 => r1c1<>2, r1c1<>7, r2c1<>7, \
              r3c1<>2, r5c1<>7, r6c1<>2"
            ]
        );
        let cells =
            |v: &[(usize, usize)]| v.iter().map(|&(r, c)| Cell::new(r, c)).collect::<Vec<_>>();
        assert!(is_remote_pair(&b, &cells(&[(3, 8), (3, 0), (7, 0), (7, 2)])).is_some());
        // Three cells are an XY-Wing, not a remote pair.
        assert!(is_remote_pair(&b, &cells(&[(3, 8), (3, 0), (7, 0)])).is_none());
        // r4c9 does not see r8c1.
        assert!(is_remote_pair(&b, &cells(&[(3, 8), (7, 0), (3, 0), (7, 2)])).is_none());
    }

    #[test]
    fn nothing_on_empty_boards() {
        for size in [4, 6, 9] {
            assert!(find_remote_pairs(&Board::empty(size).unwrap()).is_empty());
        }
    }
}
