//! The rules of ALS nodes in chains (the lesson is `als_nodes.rs`): when a
//! set of cells is an ALS, its strong links (two digits of one set) and
//! forced exits (`(x)set = (y)c`), and what an ALS in a continuous loop
//! locks. Shared by the chain rules (`chain.rs`), the search
//! (`als_search.rs`) and the lesson, so that none of them imports another
//! in a circle.

use super::{Chain, ChainNode, LinkKind};
use crate::grid::{Board, Cell, CellSet, DigitSet};

/// The candidates of an ALS's cells, if `als` is one: 2 to 8 unfilled cells
/// of one house holding one digit more than there are cells.
pub(crate) fn als_digits(board: &Board, als: CellSet) -> Option<DigitSet> {
    let geo = board.geometry();
    let n = als.len();
    if n < 2 || !geo.houses().any(|h| als.is_subset(geo.house(h))) {
        return None;
    }
    let mut digits = DigitSet::EMPTY;
    for c in als {
        if board.value(c).is_some() {
            return None;
        }
        digits |= board.candidates(c);
    }
    (digits.len() == n + 1).then_some(digits)
}

/// An ALS node is on the board: its set is an ALS holding its digit, and
/// its cells are exactly the set's cells holding the digit.
pub(crate) fn is_als_node(board: &Board, n: &ChainNode) -> bool {
    als_digits(board, n.als).is_some_and(|ds| ds.contains(n.digit))
        && n.cells == n.als & board.digit_cells(n.digit)
}

/// The strong link inside an ALS: two different digits of one set (each
/// node checked on the board by `is_node`). Nothing else joins ALS nodes.
pub(crate) fn is_als_strong_link(a: &ChainNode, b: &ChainNode) -> bool {
    a.is_als() && a.als == b.als && a.digit != b.digit
}

/// The *exit digits* of a forced exit `(x)set = (y)c`: every candidate of
/// the cell `c` (outside the set) but `y`, when there are two or more and
/// each is a digit of the set other than `x` whose cells in the set `c`
/// all sees. With no `x` in the set its other digits are locked in it, so
/// `c` can hold none of them: `c` is `y`. (With one exit digit, `c` is
/// bivalue and the usual ALS node and the cell's own link say the same.)
pub(crate) fn forced_exits(board: &Board, als: CellSet, x: u8, c: Cell, y: u8) -> Option<DigitSet> {
    let digits = als_digits(board, als)?;
    if als.contains(c) || !digits.contains(x) || !board.has_candidate(c, y) {
        return None;
    }
    let exits = board.candidates(c) - DigitSet::single(y);
    let sees_all = |e: u8| (als & board.digit_cells(e)).is_subset(board.geometry().peers(c));
    (exits.len() >= 2
        && exits.is_subset(digits - DigitSet::single(x))
        && exits.iter().all(sees_all))
    .then_some(exits)
}

/// A forced exit `(x)set = (y)c` between an ALS node and a cell node, in
/// either order: if the set holds no `x`, `c` is `y`; and if `c` is not
/// `y`, it is one of the exit digits, which the set then lacks, so the
/// set's other digits, `x` among them, are locked in it.
pub(crate) fn is_als_force_link(board: &Board, a: &ChainNode, b: &ChainNode) -> bool {
    force_link(board, a, b).is_some()
}

/// The forced exit `a = b` as (the set's node, the cell, its exit digits).
fn force_link(board: &Board, a: &ChainNode, b: &ChainNode) -> Option<(ChainNode, Cell, DigitSet)> {
    let (set, cell) = match (a.is_als(), b.is_als()) {
        (true, false) => (a, b),
        (false, true) => (b, a),
        _ => return None,
    };
    let c = cell.single_cell()?;
    let exits = forced_exits(board, set.als, set.digit, c, cell.digit)?;
    Some((*set, c, exits))
}

/// Digits `keeps` are all in the set `als` (locked): each leaves every
/// cell outside that sees all of its cells in the set.
fn lock(board: &Board, als: CellSet, keeps: DigitSet, out: &mut super::graph::NodeSet) {
    let geo = board.geometry();
    for z in keeps.iter() {
        let here = als & board.digit_cells(z);
        out.cells[z as usize] |= geo.common_peers(here) & (board.digit_cells(z) - als);
    }
}

/// What an ALS in a continuous loop adds: the set lacks exactly one of the
/// two digits the loop uses inside it, so its other digits are locked in it
/// and leave every outside cell seeing all of their cells in the set.
pub(crate) fn locked_in_loop(board: &Board, chain: &Chain, out: &mut super::graph::NodeSet) {
    for (i, l) in chain.links.iter().enumerate() {
        let (a, b) = (chain.nodes[i], chain.nodes[i + 1]);
        if *l != LinkKind::Strong {
            continue;
        }
        if let Some((set, c, exits)) = force_link(board, &a, &b) {
            forced_in_loop(board, set, c, exits, out);
        } else if is_als_strong_link(&a, &b) {
            if let Some(digits) = als_digits(board, a.als) {
                lock(
                    board,
                    a.als,
                    digits - DigitSet::from_digits(&[a.digit, b.digit]),
                    out,
                );
            }
        }
    }
}

/// A forced exit `(x)set = (y)c` in a continuous loop: either the set lacks
/// `x` (and holds all its other digits), or `c` is an exit digit `e` (and
/// the set lacks `e`, holding all the others). So every digit of the set
/// but `x` and the exit digits is in the set, and each exit digit is in
/// the set or in `c`: whatever sees all of those places goes.
fn forced_in_loop(
    board: &Board,
    set: ChainNode,
    c: Cell,
    exits: DigitSet,
    out: &mut super::graph::NodeSet,
) {
    let Some(digits) = als_digits(board, set.als) else {
        return;
    };
    lock(
        board,
        set.als,
        digits - exits - DigitSet::single(set.digit),
        out,
    );
    let geo = board.geometry();
    for e in exits.iter() {
        let here = (set.als & board.digit_cells(e)) | CellSet::single(c);
        out.cells[e as usize] |= geo.common_peers(here) & (board.digit_cells(e) - here);
    }
}
