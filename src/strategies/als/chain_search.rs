//! The ALS-Chain search (machinery for [`super::chain`], which wraps what
//! it finds into the lesson's pattern): the lesson's breadth-first search,
//! over the ALS link tables, with a work bound.
//!
//! From each ALS and each first-link digit (skipped when no other digit of
//! the start has a cell seeing all its cells there, so nothing could be
//! removed), a breadth-first search over states (ALS, digits of the link
//! that reached it) up to `MAX_ALSES - 1` links (the lesson's sizes, passed
//! in); each state is expanded once per search, by its shortest chain, and
//! no ALS appears twice on a chain.
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
//! A state reached by a link using two digits is kept as the set's one
//! two-digit state, the last claimed: where a set is doubly linked to
//! others by two different pairs of RCCs, a state may be taken further
//! twice, and the list may differ from the lesson's (on 16 of 6,181
//! top1465 walkthrough boards tried; the equality test leaves such boards
//! out).
//!
//! All searches of a board share a budget of [`MAX_EXPANSIONS`] state
//! expansions (about 40 ns each, so about 1.2 ms at most). On top1465
//! positions where the strategies rated below 250 are stuck, the unbounded
//! search needs a median of about 5,000 expansions and 17,000 at the 90th
//! percentile; a few percent of those boards reach the budget and may miss
//! chains from the ALSs searched last. `MAX_ALSES` is 7: two
//! regression-library chains need 7 sets.

use super::als::AlsRef;
use super::data::AlsData;
use super::links::AlsLink;
use crate::grid::DigitSet;
use std::collections::HashMap;
use std::ops::RangeInclusive;

/// Work bound: state expansions per board, over all searches.
pub const MAX_EXPANSIONS: usize = 30_000;

/// A chain the search found: its sets, A1 first, and the digits each link
/// uses (`links[i]` joins `alses[i]` and `alses[i + 1]`).
pub(super) struct FoundChain {
    pub(super) alses: Vec<AlsRef>,
    pub(super) links: Vec<DigitSet>,
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

/// The productive chains of `sets` ALSs of a board (its ALSs and their
/// links in `data`), one per set of eliminations, in the order of
/// [`super::chain::find_als_chains`], as far as [`MAX_EXPANSIONS`] reach,
/// and whether the search ran to its end. With `only_first`, stops when the
/// first instance is final: it can only be replaced by a shorter chain with
/// the same eliminations, so one of the fewest sets is.
pub(super) fn chains_in(
    data: &AlsData,
    sets: RangeInclusive<usize>,
    only_first: bool,
) -> (Vec<FoundChain>, bool) {
    let (min_sets, max_sets) = (*sets.start(), *sets.end());
    let n = data.alses.len();
    let mut out: Vec<FoundChain> = Vec::new();
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
    let groups = LinkGroups::new(data);
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
                if node.depth as usize + 1 >= max_sets {
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
                    if depth as usize + 1 >= min_sets {
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
                            let p = rebuild(data, &nodes, nodes.len() - 1);
                            match known {
                                Some(i) => out[i] = p,
                                None => {
                                    by_effect.insert(key, out.len());
                                    out.push(p);
                                }
                            }
                            if only_first && out[0].alses.len() <= min_sets {
                                out.truncate(1);
                                return (out, true);
                            }
                        }
                    }
                }
            }
        }
    }
    (out, budget > 0)
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
fn rebuild(data: &AlsData, nodes: &[Node], at: usize) -> FoundChain {
    let mut alses = Vec::new();
    let mut links = Vec::new();
    let mut k = at;
    loop {
        alses.push(data.alses[nodes[k].als as usize].to_ref());
        if nodes[k].parent == u32::MAX {
            break;
        }
        links.push(nodes[k].used);
        k = nodes[k].parent as usize;
    }
    alses.reverse();
    links.reverse();
    FoundChain { alses, links }
}
