//! # ALS-Chain
//!
//! A chain of almost locked sets A1, A2, ..., An (see the `als` module
//! docs), each linked to the next by restricted common candidates, where the
//! digit a link uses differs from the digit the link before it used. Let Z
//! be a digit of both A1 and An, other than the first and last link digits.
//! If A1 had no Z it would be locked and hold the first link's digit x1, so
//! A2 would lose x1 and be locked, holding x2 (≠ x1), so A3 loses x2, ...,
//! and An, having lost the last link digit, is locked and holds Z. So **Z is
//! in A1 or in An**: a cell seeing every Z of both ends is not Z.
//!
//! ```text
//!  A1 −x1− A2 −x2− A3 −x3− A4        (x1 ≠ x2 ≠ x3), Z in A1 and A4
//!
//!  "A1 has no Z" => A1 holds x1 => A2 has no x1 => A2 holds x2 => ...
//!   => A4 has no x3 => A4 holds Z.
//! ```
//!
//! ALS-XZ (2 sets) and ALS-XY-Wing (3) are the shortest such chains and have
//! their own strategies; a chain here has 4 to [`MAX_ALSES`] sets.
//!
//! A link with two RCCs (doubly linked pair) uses, as in HoDoKu 2.2
//! (`AlsSolver.getAlsXYChainInt`, `RestrictedCommon.checkRC`; score 340),
//! every one of its RCCs that the previous link did not use; the first link
//! picks one. Z must avoid the first link's digit and every digit of the last
//! link. Sets next to each other never overlap (that is part of an RCC);
//! sets further apart may, and no set appears twice in a chain. Z may be
//! removed from cells of the middle sets.
//!
//! ## The search and its bound
//!
//! From each ALS and each first-link digit (skipped when no other digit of
//! the start has a cell seeing all its cells there, so nothing could be
//! removed), a breadth-first search over states (ALS, digits of the link
//! that reached it) up to `MAX_ALSES - 1` links; each state is expanded once
//! per search, by its shortest chain, and no ALS appears twice on a chain.
//! A chain is reported at its end state when it has at least 4 sets and
//! removes something; chains with the same eliminations are reported once
//! (the shortest found).
//!
//! An expansion looks only at the links it may use: each ALS's links are
//! grouped by digit (two-RCC links apart), and the group of the digit the
//! set was reached by, usually most of them, is skipped. The fresh states
//! found are then taken in link-list order (by ALS), as that order decides
//! which chain claims a state first.
//!
//! All searches of a board share a budget of [`MAX_EXPANSIONS`] state
//! expansions (about 40 ns each, so about 1.2 ms at most). On top1465
//! positions where the strategies rated below 250 are stuck, the unbounded
//! search needs a median of about 5,000 expansions and 17,000 at the 90th
//! percentile; a few percent of those boards reach the budget and may miss
//! chains from the ALSs searched last. `MAX_ALSES` is 7: two
//! regression-library chains need 7 sets.

use super::{als_data, candidates_of, highlight_alses, is_als, AlsData, AlsLink, AlsRef};
use crate::grid::{Board, Candidate, Cell, CellSet, DigitSet};
use crate::step::{digits_text, Highlights, Pattern, Role};
use crate::strategies::accel::{first_or_search, Caches, FastFirst};
use crate::strategies::common::{strategy, Effects};
use serde::Serialize;
use std::collections::HashMap;

/// The most sets in a chain.
pub const MAX_ALSES: usize = 7;
/// The fewest sets in a chain (fewer is an ALS-XZ or ALS-XY-Wing).
pub const MIN_ALSES: usize = 4;
/// Work bound: state expansions per board, over all searches.
pub const MAX_EXPANSIONS: usize = 30_000;

/// A chain of ALSs, the digits each link uses, and the Z digits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AlsChain {
    /// The sets in order, A1 first.
    pub alses: Vec<AlsRef>,
    /// `links[i]`: the RCC digits the link from `alses[i]` to `alses[i + 1]`
    /// uses.
    pub links: Vec<DigitSet>,
    /// The common digits of the two ends that remove something.
    pub zs: DigitSet,
}

/// Do these cell lists form an ALS-Chain (4 or more sets, each linked to
/// the next, link digits as described in the module docs)?
pub fn is_als_chain(board: &Board, sets: &[Vec<Cell>]) -> Option<AlsChain> {
    if sets.len() < MIN_ALSES {
        return None;
    }
    let alses: Vec<AlsRef> = sets
        .iter()
        .map(|s| is_als(board, s))
        .collect::<Option<_>>()?;
    for (i, a) in alses.iter().enumerate() {
        if alses[..i].iter().any(|b| b.cells == a.cells) {
            return None;
        }
    }
    let mut links = Vec::new();
    let mut prev = DigitSet::EMPTY;
    for w in alses.windows(2) {
        let rccs = super::restricted_commons(board, &w[0], &w[1]);
        if rccs.len() > 2 {
            return None;
        }
        let mut used = rccs - prev;
        if links.is_empty() {
            // The first link picks one digit.
            used = DigitSet::single(used.first()?);
        }
        if used.is_empty() {
            return None;
        }
        links.push(used);
        prev = used;
    }
    let mut p = AlsChain {
        alses,
        links,
        zs: DigitSet::EMPTY,
    };
    let t = targets(board, &p);
    p.zs = (1..=9u8).filter(|&d| !t[d as usize].is_empty()).collect();
    Some(p)
}

fn z_digits(first: &AlsRef, last: &AlsRef, first_link: DigitSet, last_link: DigitSet) -> DigitSet {
    (first.digits & last.digits) - first_link - last_link
}

fn targets(board: &Board, p: &AlsChain) -> [CellSet; 10] {
    let mut t = [CellSet::EMPTY; 10];
    let (Some(first), Some(last)) = (p.alses.first(), p.alses.last()) else {
        return t;
    };
    let (Some(&l1), Some(&ln)) = (p.links.first(), p.links.last()) else {
        return t;
    };
    for z in z_digits(first, last, l1, ln) {
        t[z as usize] = super::z_targets(board, first, last, z);
    }
    t
}

/// One state of a search: an ALS reached by a link using `used`.
#[derive(Clone, Copy)]
struct Node {
    als: u32,
    used: DigitSet,
    parent: u32,
    depth: u8,
    /// Bit `i % 64` set for each ALS `i` of the chain: most ALSs are not on
    /// it, and this says so without walking the chain.
    path_bits: u64,
}

/// The states of one ALS reached in a search: the digits of its
/// single-digit states (low half) and its two-digit state (high half, 0 if
/// none).
#[derive(Clone, Copy, Default)]
struct Seen(u32);

impl Seen {
    /// Whether the state reached by a link using `used` is new (`used`
    /// empty: no state). Branch-free: it runs on every link.
    #[inline]
    fn is_fresh(self, used: DigitSet) -> bool {
        let (u, singles, pair) = (used.0, self.0 as u16, (self.0 >> 16) as u16);
        let one = u & u.wrapping_sub(1) == 0;
        (u != 0) & ((one & (u & !singles != 0)) | (!one & (pair != u)))
    }

    fn claim(&mut self, used: DigitSet) {
        if used.len() == 1 {
            self.0 |= u32::from(used.0);
        } else {
            self.0 = (self.0 & 0xffff) | (u32::from(used.0) << 16);
        }
    }
}

/// The links of each ALS grouped by digit, each group in increasing ALS:
/// group 0 holds the two-RCC links, group `d` the one-RCC links on `d`.
struct LinkGroups {
    /// Group `g` of ALS `a` is `list[start[a * 10 + g]..start[a * 10 + g + 1]]`.
    start: Vec<u32>,
    list: Vec<AlsLink>,
    /// Per ALS: the digits of its nonempty one-RCC groups.
    singles: Vec<DigitSet>,
    /// Per ALS: every RCC digit of its links (the digits a first link from
    /// it may use).
    link_digits: Vec<DigitSet>,
    /// The most links of one ALS.
    most: usize,
}

impl LinkGroups {
    fn new(data: &AlsData) -> LinkGroups {
        let n = data.alses.len();
        let (link_start, link_list) = data.link_table();
        let group_of = |a: usize, l: &AlsLink| {
            a * 10
                + if l.rccs.len() == 1 {
                    l.rccs.first().map_or(0, usize::from)
                } else {
                    0
                }
        };
        let mut start = vec![0u32; n * 10 + 1];
        let mut singles = vec![DigitSet::EMPTY; n];
        let mut link_digits = vec![DigitSet::EMPTY; n];
        let mut most = 0;
        for a in 0..n {
            let links = &link_list[link_start[a] as usize..link_start[a + 1] as usize];
            most = most.max(links.len());
            for l in links {
                start[group_of(a, l) + 1] += 1;
                link_digits[a] |= l.rccs;
                if l.rccs.len() == 1 {
                    singles[a] |= l.rccs;
                }
            }
        }
        for k in 0..n * 10 {
            start[k + 1] += start[k];
        }
        let mut fill = start.clone();
        let mut list = link_list.to_vec();
        for a in 0..n {
            for l in &link_list[link_start[a] as usize..link_start[a + 1] as usize] {
                let g = group_of(a, l);
                list[fill[g] as usize] = *l;
                fill[g] += 1;
            }
        }
        LinkGroups {
            start,
            list,
            singles,
            link_digits,
            most,
        }
    }

    fn group(&self, a: usize, g: u8) -> &[AlsLink] {
        let k = a * 10 + g as usize;
        &self.list[self.start[k] as usize..self.start[k + 1] as usize]
    }
}

/// Every productive ALS-Chain of 4 to `MAX_ALSES` sets (one per set of
/// eliminations), within the work bound.
pub fn find_als_chains(board: &Board) -> Vec<AlsChain> {
    scan(board, false)
}

/// The finder. With `only_first`, stops when the first instance is final:
/// it can only be replaced by a shorter chain with the same eliminations,
/// so one of `MIN_ALSES` sets is.
fn scan(board: &Board, only_first: bool) -> Vec<AlsChain> {
    let data = als_data(board);
    let n = data.alses.len();
    let mut out: Vec<AlsChain> = Vec::new();
    // Eliminations (cells per digit) -> index in `out`.
    let mut by_effect: HashMap<[u128; 10], usize> = HashMap::new();
    let mut nodes: Vec<Node> = Vec::new();
    // seen[als]: the states of `als` reached in this search, one word for
    // both kinds (see `Seen`). A state is claimed as its node is pushed, so
    // the nodes after the root list the words to clear.
    let mut seen = vec![Seen::default(); n];
    let mut budget = MAX_EXPANSIONS;
    let mut prod = vec![DigitSet::EMPTY; n];
    let mut prod_stamp = vec![u32::MAX; n];
    let groups = LinkGroups::new(&data);
    // The fresh children of the node being expanded (ALS, link digits).
    let mut kids = vec![(0u32, DigitSet::EMPTY); groups.most];
    'starts: for s in 0..n {
        let start = &data.alses[s];
        for x1 in groups.link_digits[s] {
            // Some Z (not x1) must have a cell seeing all its cells in the start.
            if (start.seen_digits - DigitSet::single(x1)).is_empty() {
                continue;
            }
            for node in nodes.iter().skip(1) {
                seen[node.als as usize] = Seen::default();
            }
            nodes.clear();
            nodes.push(Node {
                als: s as u32,
                used: DigitSet::EMPTY,
                parent: u32::MAX,
                depth: 0,
                path_bits: 1 << (s % 64),
            });
            let mut head = 0;
            while head < nodes.len() {
                let node = nodes[head];
                head += 1;
                if node.depth as usize + 1 >= MAX_ALSES {
                    continue;
                }
                if budget == 0 {
                    break 'starts;
                }
                budget -= 1;
                // Digits a link from here may use: the first link picks x1,
                // the others drop the digits of the link before.
                let keep = if node.depth == 0 {
                    DigitSet::single(x1)
                } else {
                    DigitSet::all(9) - node.used
                };
                // The links to fresh states, from the groups of the digits
                // in `keep` only (the group of the digit this set was reached
                // by holds most of its links). No branch per link: most are
                // not fresh, unpredictably. The links go to different ALSs,
                // so claiming one cannot make another stale.
                let a = node.als as usize;
                let mut count = 0;
                for link in groups.group(a, 0) {
                    let used = link.rccs & keep;
                    kids[count] = (link.other, used);
                    count += usize::from(seen[link.other as usize].is_fresh(used));
                }
                for d in groups.singles[a] & keep {
                    let used = DigitSet::single(d);
                    for link in groups.group(a, d) {
                        kids[count] = (link.other, used);
                        count += usize::from(seen[link.other as usize].is_fresh(used));
                    }
                }
                // Pushed in the order of the link list (by ALS), as that
                // order decides which chain claims a state first.
                kids[..count].sort_unstable_by_key(|k| k.0);
                for &(j, used) in &kids[..count] {
                    let j = j as usize;
                    if node.path_bits & 1 << (j % 64) != 0 && on_path(&nodes, head - 1, j) {
                        continue;
                    }
                    seen[j].claim(used);
                    let depth = node.depth + 1;
                    nodes.push(Node {
                        als: j as u32,
                        used,
                        parent: (head - 1) as u32,
                        depth,
                        path_bits: node.path_bits | 1 << (j % 64),
                    });
                    if depth as usize + 1 >= MIN_ALSES {
                        let end = &data.alses[j];
                        // Digits with a cell seeing all their cells in both
                        // ends, once per start and end.
                        if prod_stamp[j] != s as u32 {
                            prod_stamp[j] = s as u32;
                            prod[j] = start.common_zs(end);
                        }
                        let zs = prod[j] - DigitSet::single(x1) - used;
                        if zs.is_empty() {
                            continue;
                        }
                        let mut key = [0u128; 10];
                        for z in zs {
                            key[z as usize] =
                                (start.sees_all[z as usize] & end.sees_all[z as usize]).0;
                        }
                        let known = by_effect.get(&key).copied();
                        let better = match known {
                            Some(i) => out[i].alses.len() > depth as usize + 1,
                            None => true,
                        };
                        if better {
                            let p = rebuild(board, &data, &nodes, nodes.len() - 1);
                            match known {
                                Some(i) => out[i] = p,
                                None => {
                                    by_effect.insert(key, out.len());
                                    out.push(p);
                                }
                            }
                            if only_first && out[0].alses.len() <= MIN_ALSES {
                                out.truncate(1);
                                return out;
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// Whether ALS `j` is on the chain ending at node `at`.
fn on_path(nodes: &[Node], mut at: usize, j: usize) -> bool {
    loop {
        if nodes[at].als as usize == j {
            return true;
        }
        if nodes[at].parent == u32::MAX {
            return false;
        }
        at = nodes[at].parent as usize;
    }
}

/// Rebuilds the chain ending at node `at`.
fn rebuild(board: &Board, data: &AlsData, nodes: &[Node], at: usize) -> AlsChain {
    let mut idx = Vec::new();
    let mut links = Vec::new();
    let mut k = at;
    loop {
        idx.push(nodes[k].als as usize);
        if nodes[k].parent == u32::MAX {
            break;
        }
        links.push(nodes[k].used);
        k = nodes[k].parent as usize;
    }
    idx.reverse();
    links.reverse();
    let mut p = AlsChain {
        alses: idx.iter().map(|&i| data.alses[i].to_ref(board)).collect(),
        links,
        zs: DigitSet::EMPTY,
    };
    let t = targets(board, &p);
    p.zs = (1..=9u8).filter(|&d| !t[d as usize].is_empty()).collect();
    p
}

/// What an ALS-Chain removes: Z from cells seeing all Zs of both ends.
pub fn als_chain_eliminations(board: &Board, p: &AlsChain) -> Vec<Candidate> {
    candidates_of(&targets(board, p))
}

fn slash(d: DigitSet) -> String {
    d.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join("/")
}

impl Pattern for AlsChain {
    fn strategy(&self) -> &'static str {
        "als-chain"
    }

    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = Highlights::new();
        for a in &self.alses {
            h.house(a.house, Role::House);
        }
        let refs: Vec<&AlsRef> = self.alses.iter().collect();
        let used = self.links.iter().fold(DigitSet::EMPTY, |acc, &d| acc | d);
        highlight_alses(board, &mut h, &refs, used, self.zs);
        // A weak link per RCC between the two sets it joins (their first cells
        // holding it), as HoDoKu draws them.
        for (w, &digits) in self.alses.windows(2).zip(&self.links) {
            for d in digits {
                let (Some(from), Some(to)) = (
                    w[0].digit_cells(board, d).first(),
                    w[1].digit_cells(board, d).first(),
                ) else {
                    continue;
                };
                h.link(Candidate::new(from, d), Candidate::new(to, d), false);
            }
        }
        h
    }

    fn explain(&self) -> String {
        let mut text = String::new();
        for (i, a) in self.alses.iter().enumerate() {
            if i > 0 {
                text.push_str(&format!(" -{}- ", slash(self.links[i - 1])));
            }
            text.push_str(&a.name());
        }
        format!(
            "ALS-Chain: {text}, Z={}. For Z = {z}: if the first set had no Z, each set in \
             turn would be locked and push its link digit out of the next, so the last set \
             would hold Z: Z is in the first set or in the last",
            slash(self.zs),
            z = digits_text(self.zs),
        )
    }
}

strategy!(
    /// ALS-Chain (4 to `MAX_ALSES` sets).
    AlsChains: AlsChain = find_als_chains, eliminates als_chain_eliminations
);

impl FastFirst for AlsChains {
    fn first(board: &Board, _caches: &mut Caches) -> Option<(AlsChain, Effects)> {
        // The scan stops at its first instance, which always removes
        // something (the full search is the fallback if it ever does not).
        first_or_search::<Self>(board, scan(board, true).into_iter().next()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn reglib_case() {
        // reglib 1.3, the first 0903-1 case (ALS-Chain).
        let Some((e, want)) = super::super::test_support::reglib_case(":0903-1:") else {
            return;
        };
        let found = find_als_chains(&e.board);
        let hit = found
            .iter()
            .find(|p| {
                als_chain_eliminations(&e.board, p)
                    .into_iter()
                    .collect::<BTreeSet<_>>()
                    == want
            })
            .expect("the reglib chain");
        let sets: Vec<Vec<Cell>> = hit.alses.iter().map(|a| a.cells.iter().collect()).collect();
        let again = is_als_chain(&e.board, &sets).expect("predicate accepts the chain");
        assert_eq!(
            als_chain_eliminations(&e.board, &again),
            als_chain_eliminations(&e.board, hit)
        );
        assert!(hit.explain().starts_with("ALS-Chain: "));
    }

    #[test]
    fn predicate_rejects_short_or_broken_chains() {
        let b = crate::test_util::after_singles(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let e: Vec<Cell> = b.empty_cells().iter().take(1).collect();
        assert!(is_als_chain(&b, &[e.clone(), e.clone()]).is_none());
        // A set repeated.
        assert!(is_als_chain(&b, &[e.clone(), e.clone(), e.clone(), e]).is_none());
    }
}
