//! The restricted-common links between the ALSs of a board, as two tables
//! (machinery: the rule itself is [`super::als::restricted_commons`]).
//!
//! A board has hundreds of ALSs and the finders ask for the links of each
//! of them many times, so the links are worked out once for all pairs, in
//! one pass over bit sets of ALS indices (an RCC `x` of A and B puts every
//! `x` cell of B among the cells that see all of A's `x` cells, which
//! narrows the partners of A to a few), and kept in compressed rows:
//! strict links (disjoint sets) and overlap links (sets that may share
//! cells, none holding the RCC). After an incremental rebuild
//! ([`AlsData::update`]) the links between kept ALSs are copied from the
//! old tables and only pairs with a new ALS are worked out.

use super::als::Als;
#[cfg(doc)]
use super::data::AlsData;
use super::data::Seed;
use crate::grid::{CellSet, DigitSet};

/// A restricted-common link from one ALS to another (by index into
/// [`AlsData::alses`]).
#[derive(Clone, Copy, Debug)]
pub struct AlsLink {
    pub other: u32,
    /// The restricted common candidates (1 or 2 digits).
    pub rccs: DigitSet,
}

/// Links in compressed rows: the links of ALS `i` are
/// `list[start[i]..start[i + 1]]`, in increasing `other`.
pub(super) struct Links {
    pub(super) start: Vec<u32>,
    pub(super) list: Vec<AlsLink>,
}

/// Both link tables in one pass: the overlap rule only differs from the
/// strict one by also admitting pairs that share cells.
pub(super) fn compute_links(alses: &[Als]) -> (Links, Links) {
    let pairs = linked_pairs(alses, None);
    let n = alses.len();
    (links_table(n, &pairs, false), links_table(n, &pairs, true))
}

/// Both link tables of an incrementally rebuilt list: the old links between
/// kept ALSs (renumbered; whether two ALSs are linked, and by which digits,
/// depends only on their own cells' candidates), plus the links of every
/// pair with a fresh ALS.
pub(super) fn links_from(alses: &[Als], seed: &Seed) -> (Links, Links) {
    let Some((_, old)) = seed.old.links.get() else {
        return compute_links(alses);
    };
    let mut new = linked_pairs(alses, Some(&seed.fresh));
    new.sort_unstable_by_key(|&(i, j, _, _)| (i, j));
    // Merge the renumbered old pairs (in order: renumbering keeps the order)
    // with the new ones.
    let mut pairs = Vec::with_capacity(old.list.len() / 2 + new.len());
    let mut new = new.into_iter().peekable();
    for (i, &ni) in seed.map.iter().enumerate() {
        if ni == u32::MAX {
            continue;
        }
        for l in &old.list[old.start[i] as usize..old.start[i + 1] as usize] {
            let nj = seed.map[l.other as usize];
            if l.other as usize > i && nj != u32::MAX {
                while let Some(p) = new.next_if(|p| (p.0, p.1) < (ni, nj)) {
                    pairs.push(p);
                }
                let strict = !alses[ni as usize]
                    .cells
                    .intersects(alses[nj as usize].cells);
                pairs.push((ni, nj, l.rccs, strict));
            }
        }
    }
    pairs.extend(new);
    let n = alses.len();
    (links_table(n, &pairs, false), links_table(n, &pairs, true))
}

/// The linked pairs (i < j, with their RCCs and whether they are disjoint)
/// in increasing (i, j): all of them, or with `fresh`, those with a fresh
/// ALS (in no particular order).
fn linked_pairs(alses: &[Als], fresh: Option<&[bool]>) -> Vec<(u32, u32, DigitSet, bool)> {
    let n = alses.len();
    let words = n.div_ceil(64);
    // holding[(c * 10 + x) * words..]: bit set (over ALS indices) of the
    // ALSs whose cell c holds x.
    let mut holding = vec![0u64; 81 * 10 * words];
    // Per digit: the cells holding it in some ALS.
    let mut in_some = [CellSet::EMPTY; 10];
    for (i, a) in alses.iter().enumerate() {
        for x in a.digits {
            in_some[x as usize] |= a.digit_cells[x as usize];
            for c in a.digit_cells[x as usize] {
                holding[(c.index() * 10 + x as usize) * words + i / 64] |= 1 << (i % 64);
            }
        }
    }
    // Linked pairs (i < j); `strict` marks disjoint pairs.
    let mut pairs: Vec<(u32, u32, DigitSet, bool)> = Vec::new();
    let mut near = vec![0u64; words];
    let mut good = vec![0u64; words];
    let mut bad = vec![0u64; words];
    // With `fresh`: the bit set of the kept (not fresh) ALSs, each linked to
    // a fresh one from the fresh one's row.
    let mut kept = vec![0u64; words];
    if let Some(fresh) = fresh {
        for (i, &f) in fresh.iter().enumerate() {
            if !f {
                kept[i / 64] |= 1 << (i % 64);
            }
        }
    }
    for (i, a) in alses.iter().enumerate() {
        if fresh.is_some_and(|f| !f[i]) {
            continue;
        }
        // An RCC x of a and b puts every x cell of b, at least one, in
        // `a.sees_all[x]`: only such ALSs can be linked to `a`. Partners
        // are the ALSs after `a`, and with `fresh` also the kept ones
        // before it.
        let first_word = if fresh.is_some() { 0 } else { (i + 1) / 64 };
        near[first_word..].iter_mut().for_each(|w| *w = 0);
        for x in a.digits {
            let inside = a.sees_all[x as usize];
            if inside.is_empty() {
                continue;
            }
            let rows = |cells: CellSet, acc: &mut [u64]| {
                acc.iter_mut().for_each(|w| *w = 0);
                for c in cells {
                    let at = (c.index() * 10 + x as usize) * words;
                    for (w, r) in acc.iter_mut().zip(&holding[at + first_word..at + words]) {
                        *w |= r;
                    }
                }
            };
            rows(inside, &mut good[first_word..]);
            if good[first_word..].iter().all(|&w| w == 0) {
                continue;
            }
            rows(in_some[x as usize] - inside, &mut bad[first_word..]);
            for ((n, g), b) in near.iter_mut().zip(&good).zip(&bad).skip(first_word) {
                *n |= g & !b;
            }
        }
        // Keep only the bits after i (and with `fresh`, the kept ones).
        let after = (i + 1) / 64;
        for (w, word) in near.iter_mut().enumerate().skip(first_word) {
            let above = match w.cmp(&after) {
                std::cmp::Ordering::Less => 0,
                std::cmp::Ordering::Equal => !0u64 << ((i + 1) % 64),
                std::cmp::Ordering::Greater => !0,
            };
            *word &= above | kept[w];
        }
        for (w, &word) in near.iter().enumerate().skip(first_word) {
            let mut bits = word;
            while bits != 0 {
                let k = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                // The pair in increasing order (the RCC rule is symmetric,
                // but this is the orientation a fresh computation uses).
                let (lo, hi) = (i.min(k), i.max(k));
                let (a, b) = (&alses[lo], &alses[hi]);
                let shared = a.cells & b.cells;
                let mut rccs = DigitSet::EMPTY;
                for x in a.digits & b.digits {
                    // Every x cell of B sees every x cell of A (and vice
                    // versa); none lies in a shared cell.
                    let x_cells = a.digit_cells[x as usize] | b.digit_cells[x as usize];
                    if !x_cells.intersects(shared)
                        && b.digit_cells[x as usize].is_subset(a.sees_all[x as usize])
                    {
                        rccs.insert(x);
                    }
                }
                // Three or more RCCs cannot happen on a solvable board.
                if !rccs.is_empty() && rccs.len() <= 2 {
                    pairs.push((lo as u32, hi as u32, rccs, shared.is_empty()));
                }
            }
        }
    }
    pairs
}

/// Compressed rows from pairs in increasing (i, j): row r receives its
/// links to lower ALSs (while i < r) before those to higher ones, so each
/// row comes out in increasing `other` without sorting.
fn links_table(n: usize, pairs: &[(u32, u32, DigitSet, bool)], overlap: bool) -> Links {
    let mut start = vec![0u32; n + 1];
    for &(i, j, _, strict) in pairs {
        if overlap || strict {
            start[i as usize + 1] += 1;
            start[j as usize + 1] += 1;
        }
    }
    for k in 0..n {
        start[k + 1] += start[k];
    }
    let mut fill: Vec<u32> = start[..n].to_vec();
    let mut list = vec![
        AlsLink {
            other: 0,
            rccs: DigitSet::EMPTY
        };
        start[n] as usize
    ];
    for &(i, j, rccs, strict) in pairs {
        if overlap || strict {
            list[fill[i as usize] as usize] = AlsLink { other: j, rccs };
            fill[i as usize] += 1;
            list[fill[j as usize] as usize] = AlsLink { other: i, rccs };
            fill[j as usize] += 1;
        }
    }
    Links { start, list }
}
