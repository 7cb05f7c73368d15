//! The Sudoku Explainer scale, step by step: what one step of this
//! project's strategies is worth in SE's numbers.
//!
//! **Sources.** The per-technique numbers are Sudoku Explainer 1.2.1's
//! (Nicolas Juillerat, 2006-2007), as listed in its `Rule.getDifficulty`
//! documentation and its hint classes: last value in a house 1.0, hidden
//! single 1.2 (box) / 1.5 (line), direct pointing 1.7, direct claiming 1.9,
//! direct hidden pair 2.0, naked single 2.3, direct hidden triple 2.5,
//! pointing 2.6, claiming 2.8, naked pair 3.0, X-Wing 3.2, hidden pair 3.4,
//! naked triple 3.6, Swordfish 3.8, hidden triple 4.0, XY-Wing 4.2,
//! XYZ-Wing 4.4, unique rectangles 4.5 (+0.1 per extra digit of a type 3
//! subset), naked quad 5.0, Jellyfish 5.2, hidden quad 5.4, BUG 5.6,
//! Aligned Pair Exclusion 6.2, Aligned Triple Exclusion 7.5. Chains:
//! bidirectional cycles 6.5 (one kind of link) or 7.0 (both), forcing
//! chains 6.6 (one digit) or 7.0, Nishio 7.5, multiple (cell and region)
//! forcing chains 8.0, dynamic forcing chains 8.5, dynamic forcing chains
//! with other rules ("+") 9.0, nested 9.5 and up; each plus the *length
//! rule* ([`length_bonus`]): 0.1 every time the chain's length passes 4, 6,
//! 8, 12, 16, 24, 32, 48, ... (the steps alternate x3/2 and x4/3), the
//! length being the number of candidates in the chain minus two.
//!
//! The published ratings this project is measured against come from Sukaku
//! Explainer (SudokuMonster and contributors, 2019-2020, built on SE and
//! gsf's serate), which adds: Skyscraper 4.0, 2-String Kite 4.1, Turbot Fish
//! and Empty Rectangle 4.2 (`TurbotFishHint`), three-strong-link chains on
//! one digit 5.4 (parallel lines), 5.5 (with a box link), 5.6 (rows and
//! columns), 5.7 (with an empty rectangle) (`ThreeStrongLinksHint`), two
//! strong links with a group node 4.3 (`StrongLinksHint`: base + 0.3),
//! WXYZ-Wing 5.5 + 0.1 when its biggest cell has three candidates,
//! VWXYZ-Wing 6.2 + 0.1 (biggest cell of 2 or 4) or + 0.2 (of 3).
//!
//! **Techniques SE does not have** are rated by what SE would need instead
//! (`docs/rating.md` gives each derivation): a W-Wing is a six-candidate
//! chain with links of both kinds (7.0 + 0.1); remote pairs and XY-Chains
//! are chains with cell links, found in SE's mixed pass (7.0 + length);
//! finned and sashimi fish are strong-link chains with a group node;
//! colouring is a single-digit chain (the shortest path through the
//! cluster); grouped chains, ALS steps and Death Blossoms need SE's
//! multiple forcing chains (8.0 + length, the length counted as the
//! equivalent chain's candidates); a Sue de Coq on a two-cell intersection
//! is an Aligned Pair Exclusion (6.2), on three cells an Aligned Triple
//! Exclusion (7.5); this project's forcing chains are SE's Nishio chains
//! when they use one digit (7.5 + length), else its dynamic chains (8.5 +
//! length; cell and unit forcing 8.0 + length), and its forcing nets SE's
//! dynamic chains (8.5 + length); kraken fish need the fish as a rule in
//! a dynamic chain: SE's "+" chains for an X-Wing (9.0 + length), its
//! nested chains for larger fish (9.5 + length).
//!
//! Ratings are kept in tenths ([`Tenths`]) so that sums and comparisons are
//! exact.

use crate::grid::{Board, Cell, CellSet, HouseKind};
use crate::step::Step;
use crate::strategies::als::sue_de_coq::SueDeCoq;
use crate::strategies::by_id;
use crate::strategies::chains::{Chain, ChainKind, LinkKind};
use crate::strategies::coloring::{ColorCluster, SimpleColors, SimpleColorsKind};
use crate::strategies::decl::Se;
use crate::strategies::fish::siamese::SiameseFish;
use crate::strategies::fish::{Fish, FishKind, KrakenFish};
use crate::strategies::forcing::{Forcing, NestedForcing, NishioForcingChain};
use crate::strategies::single_digit::turbot_fish::SingleDigitChain;
use crate::strategies::single_digit::two_string_kite::DualTwoStringKite;
use crate::strategies::singles::hidden_single::HiddenSingle;
use crate::strategies::uniqueness::{UniqueLoop, UniqueRectangle};
use crate::strategies::wings::wxyz_wing_3222::WxyzWing3222;
use crate::strategies::wings::{is_wing, Wing};

pub use super::se_forcing::{forcing_tenths, kraken_tenths};
pub use super::se_shapes::{se_wing_biggest, unique_loop_tenths};
use super::se_shapes::{turbot_tenths, unique_rectangle3_tenths, wing_tenths};

/// An SE rating in tenths: 72 is 7.2.
pub type Tenths = u16;

/// SE's length rule: how much (in tenths) a chain of `length` adds to its
/// base rating. The thresholds are 4, 6, 8, 12, 16, 24, ...: each step
/// multiplies by 3/2 and 4/3 in turn.
pub fn length_bonus(length: usize) -> Tenths {
    let mut bonus = 0;
    let mut ceiling = 4;
    let mut odd = false;
    while length > ceiling {
        bonus += 1;
        let (times, by) = if odd { (4, 3) } else { (3, 2) };
        // Past usize's range no length can pass the next ceiling.
        match ceiling.checked_mul(times) {
            Some(c) => ceiling = c / by,
            None => break,
        }
        odd = !odd;
    }
    bonus
}

/// Base ratings of SE's chaining rules (tenths).
pub mod base {
    use super::Tenths;
    /// A bidirectional cycle on one digit, or on bivalue cells only.
    pub const CYCLE: Tenths = 65;
    /// A bidirectional cycle with links of both kinds.
    pub const XY_CYCLE: Tenths = 70;
    /// A forcing chain on one digit.
    pub const X_CHAIN: Tenths = 66;
    /// A forcing chain with links of both kinds.
    pub const XY_CHAIN: Tenths = 70;
    /// Aligned Pair Exclusion.
    pub const APE: Tenths = 62;
    /// Aligned Triple Exclusion.
    pub const ATE: Tenths = 75;
    /// Nishio forcing chains: a contradiction on one digit.
    pub const NISHIO: Tenths = 75;
    /// Multiple (cell and region) forcing chains.
    pub const MULTIPLE: Tenths = 80;
    /// Dynamic forcing chains.
    pub const DYNAMIC: Tenths = 85;
    /// Dynamic forcing chains using the other rules too ("+").
    pub const DYNAMIC_PLUS: Tenths = 90;
    /// Nested forcing chains: where logic that is not nested runs out.
    pub const NESTED: Tenths = 95;
}

/// The rating of a step of rule `se` of the usual shape (a hidden single
/// in a box, a 2-String Kite...), as the curriculum orders strategies
/// ([`crate::coach::curriculum()`]); `None` for brute force.
pub fn typical_tenths(se: Se) -> Option<Tenths> {
    Some(match se {
        Se::NotRated => return None,
        Se::Fixed(tenths) => tenths,
        Se::HiddenSingle => 12,
        Se::TurbotShape => 41,
        Se::UniqueRectangle3 => 46,
        Se::UniqueLoop => 46,
        Se::Wing => 56,
        Se::FinnedFish => 57,
        Se::SimpleColors => 54,
        Se::SueDeCoq => base::APE,
        // Two ALSs of two cells each.
        Se::Als => base::MULTIPLE + length_bonus(8),
        Se::BothLinksChain(candidates) => base::XY_CHAIN + length_bonus(candidates as usize),
        // A short chain on one digit; forcing chains from their floor.
        Se::Chain => base::X_CHAIN,
        Se::Forcing | Se::Kraken => base::MULTIPLE,
        Se::Nishio => base::NISHIO,
        Se::Nested => base::NESTED,
    })
}

/// The SE rating of a step of this project on `board` (the position before
/// the step), or `None` for a brute-force look-up (not logic) or a step of
/// no registered strategy. The rule is the strategy's declaration's
/// ([`Se`]); where it depends on the pattern, the pattern is read here.
pub fn step_tenths(board: &Board, step: &Step) -> Option<Tenths> {
    let decl = by_id(step.strategy)?.decl;
    let typical = typical_tenths(decl.se);
    Some(match decl.se {
        Se::NotRated => return None,
        Se::Fixed(tenths) => tenths,
        Se::HiddenSingle => match step.pattern::<HiddenSingle>() {
            Some(h) if h.house.kind() != HouseKind::Box => 15,
            _ => typical?,
        },
        Se::TurbotShape => match turbot_of(step) {
            Some(c) => turbot_tenths(c),
            None => typical?,
        },
        Se::UniqueRectangle3 => match step.pattern::<UniqueRectangle>() {
            Some(u) => unique_rectangle3_tenths(u),
            None => typical?,
        },
        Se::UniqueLoop => match step.pattern::<UniqueLoop>() {
            Some(u) => unique_loop_tenths(u),
            None => typical?,
        },
        Se::Wing => match wing_of(board, step) {
            Some(w) => wing_tenths(board, &w),
            None => typical?,
        },
        Se::FinnedFish => match fish_of(step) {
            Some(fish) => fish.iter().map(|f| finned_fish_tenths(board, f)).max()?,
            None => typical?,
        },
        Se::SimpleColors => match step.pattern::<SimpleColors>() {
            Some(s) => simple_colors_tenths(board, s),
            None => typical?,
        },
        Se::SueDeCoq => match step.pattern::<SueDeCoq>() {
            Some(s) if s.cells.len() <= 2 => base::APE,
            _ => base::ATE,
        },
        Se::Als => als_tenths(step),
        Se::BothLinksChain(candidates) => base::XY_CHAIN + length_bonus(candidates as usize),
        Se::Chain => match step.pattern::<Chain>() {
            Some(chain) => chain_tenths(board, chain),
            None => base::MULTIPLE,
        },
        Se::Forcing => match step.pattern::<Forcing>() {
            Some(f) => forcing_tenths(f),
            None => base::MULTIPLE,
        },
        // A contradiction on one digit: SE's Nishio (7.5 + length).
        Se::Nishio => match step.pattern::<NishioForcingChain>() {
            Some(n) => forcing_tenths(&n.forcing),
            None => base::NISHIO,
        },
        Se::Nested => match step.pattern::<NestedForcing>() {
            Some(f) => super::se_nested::nested_tenths(f),
            None => base::NESTED,
        },
        Se::Kraken => match step.pattern::<KrakenFish>() {
            Some(k) => kraken_tenths(k),
            None => base::MULTIPLE,
        },
    })
}

/// The single-digit chain of a turbot-fish step (a dual 2-String Kite:
/// its first kite; both are kites).
fn turbot_of(step: &Step) -> Option<&SingleDigitChain> {
    step.pattern::<SingleDigitChain>()
        .or_else(|| step.pattern::<DualTwoStringKite>().map(|d| &d.kites[0]))
}

/// The wing of a wing step: the pattern itself, or the generalised wing
/// on the same cells (a WXYZ-Wing 3222 of the user's study).
fn wing_of(board: &Board, step: &Step) -> Option<Wing> {
    if let Some(w) = step.pattern::<Wing>() {
        return Some(w.clone());
    }
    let w = step.pattern::<WxyzWing3222>()?;
    is_wing(board, w.stem, &w.branches)
}

/// The fish of a finned-fish step: one, or the two halves of a siamese
/// fish (rated as the harder half).
fn fish_of(step: &Step) -> Option<&[Fish]> {
    step.pattern::<Fish>()
        .map(std::slice::from_ref)
        .or_else(|| step.pattern::<SiameseFish>().map(|s| &s.fish[..]))
}

/// Whether the step's pattern is the one its declaration's SE rule reads
/// (so that [`step_tenths`] never falls back to a default): the test that a
/// declaration names the right rule.
pub fn rule_fits_pattern(step: &Step) -> bool {
    let Some(info) = by_id(step.strategy) else {
        return false;
    };
    match info.decl.se {
        Se::NotRated | Se::Fixed(_) | Se::Als | Se::BothLinksChain(_) => true,
        Se::HiddenSingle => step.pattern::<HiddenSingle>().is_some(),
        Se::TurbotShape => turbot_of(step).is_some(),
        Se::UniqueRectangle3 => step.pattern::<UniqueRectangle>().is_some(),
        Se::UniqueLoop => step.pattern::<UniqueLoop>().is_some(),
        Se::Wing => step.pattern::<Wing>().is_some() || step.pattern::<WxyzWing3222>().is_some(),
        Se::FinnedFish => fish_of(step).is_some(),
        Se::SimpleColors => step.pattern::<SimpleColors>().is_some(),
        Se::SueDeCoq => step.pattern::<SueDeCoq>().is_some(),
        Se::Chain => step.pattern::<Chain>().is_some(),
        Se::Forcing => step.pattern::<Forcing>().is_some(),
        Se::Nishio => step.pattern::<NishioForcingChain>().is_some(),
        Se::Nested => step.pattern::<NestedForcing>().is_some(),
        Se::Kraken => step.pattern::<KrakenFish>().is_some(),
    }
}

/// A finned or sashimi fish whose base houses each hold two places of the
/// digit (the fin and the body cells of its box counting as one group) is
/// a single-digit chain of strong links with a group node: two for an
/// X-Wing (4.3, as Sukaku Explainer's grouped strong links), three for a
/// Swordfish (5.7, its three strong links with an empty rectangle). Other
/// finned fish, and Jellyfish, need more than SE's strong-link rules: its
/// multiple forcing chains.
fn finned_fish_tenths(board: &Board, f: &Fish) -> Tenths {
    if f.kind == FishKind::Basic {
        return [32, 32, 32, 38, 52][f.size.min(4)];
    }
    match fish_strong_links(board, f) {
        Some(2) => 43,
        Some(3) => 57,
        _ => base::MULTIPLE + length_bonus(2 * f.size + 2),
    }
}

/// The number of strong links of the chain a finned fish is, if each base
/// house holds exactly two nodes (a cell, or the group of its cells in the
/// fins' box).
pub fn fish_strong_links(board: &Board, f: &Fish) -> Option<usize> {
    let geo = board.geometry();
    let fin_box = geo.box_of(*f.fins.first()?);
    for &house in &f.base_houses {
        let cells_of_house = geo.house(house);
        let cells: Vec<Cell> = f
            .cells
            .iter()
            .chain(&f.fins)
            .filter(|c| cells_of_house.contains(**c))
            .copied()
            .collect();
        let outside = cells.iter().filter(|&&c| geo.box_of(c) != fin_box).count();
        let grouped = cells.iter().any(|&c| geo.box_of(c) == fin_box);
        if outside + usize::from(grouped) != 2 {
            return None;
        }
    }
    Some(f.base_houses.len())
}

/// How the strong links of a single-digit chain lie: on rows, columns,
/// boxes (a link joining cells of one box only), or with a group node.
#[derive(Clone, Copy, Default)]
struct LinkHouses {
    rows: bool,
    columns: bool,
    boxes: bool,
    group: bool,
}

/// Sukaku Explainer's short single-digit chains: two strong links 4.0
/// (parallel lines), 4.1 (a row and a column), 4.2 (a box), 4.3 (a group)
/// (`TurbotFishHint`, `StrongLinksHint`); three: 5.4, 5.6, 5.5 and 5.7
/// likewise (`ThreeStrongLinksHint`). Longer ones are SE's chains.
fn strong_links_tenths(links: usize, h: LinkHouses) -> Option<Tenths> {
    let kind = if h.group {
        3
    } else if h.rows && h.columns {
        1
    } else if h.boxes {
        2
    } else {
        0
    };
    match links {
        2 => Some([40, 41, 42, 43][kind]),
        3 => Some([54, 56, 55, 57][kind]),
        _ => None,
    }
}

/// The kinds of house in which `a` and `b` are the digit's only places
/// (conjugate); a group node counts as a group.
fn strong_link_houses(board: &Board, digit: u8, a: CellSet, b: CellSet) -> LinkHouses {
    let geo = board.geometry();
    let both = a | b;
    let mut h = LinkHouses {
        group: a.len() > 1 || b.len() > 1,
        ..LinkHouses::default()
    };
    for house in geo.houses() {
        let cells = geo.house(house);
        if both.is_subset(cells) && (board.digit_cells(digit) & cells) == both {
            match house.kind() {
                HouseKind::Row => h.rows = true,
                HouseKind::Column => h.columns = true,
                HouseKind::Box => h.boxes = true,
            }
        }
    }
    // A link that is both in a line and a box counts as the line (the
    // cheaper name).
    if h.rows || h.columns {
        h.boxes = false;
    }
    h
}

/// The SE rating of a chain or loop of this project.
pub fn chain_tenths(board: &Board, chain: &Chain) -> Tenths {
    let nodes = &chain.nodes;
    let digit = nodes.first().map_or(0, |n| n.digit);
    let one_digit = nodes.iter().all(|n| n.digit == digit);
    let in_cell =
        |i: usize| nodes[i].cells == nodes[i + 1].cells && nodes[i].digit != nodes[i + 1].digit;
    let strong: Vec<usize> = (0..chain.links.len())
        .filter(|&i| chain.links[i] == LinkKind::Strong)
        .collect();
    let cell_links_only = strong.iter().all(|&i| in_cell(i));
    let looped = matches!(
        chain.kind,
        ChainKind::ContinuousNiceLoop
            | ChainKind::GroupedContinuousNiceLoop
            | ChainKind::AlsContinuousNiceLoop
    );
    let discontinuous = matches!(
        chain.kind,
        ChainKind::DiscontinuousNiceLoop
            | ChainKind::GroupedDiscontinuousNiceLoop
            | ChainKind::AlsDiscontinuousNiceLoop
    );
    // Short chains on one digit: Sukaku Explainer's strong-link rules.
    if one_digit && !looped && !discontinuous && strong.len() <= 3 {
        let mut h = LinkHouses::default();
        for &i in &strong {
            let l = strong_link_houses(board, digit, nodes[i].cells, nodes[i + 1].cells);
            h.rows |= l.rows;
            h.columns |= l.columns;
            h.boxes |= l.boxes && !l.rows && !l.columns;
            h.group |= l.group;
        }
        if let Some(t) = strong_links_tenths(strong.len(), h) {
            return t;
        }
    }
    // SE's chains: how many candidates the implication holds.
    let candidates = if looped {
        nodes.len() - 1
    } else if discontinuous && nodes.first() != nodes.last() {
        // Two digits of one cell: a third digit of the cell is assumed,
        // turned off through the chain.
        nodes.len() + 2
    } else if discontinuous {
        nodes.len()
    } else {
        // Elimination of a candidate seeing both ends: it is assumed true
        // at the start and found false at the end.
        nodes.len() + 2
    };
    let bonus = length_bonus(candidates.saturating_sub(2));
    if chain.has_group() {
        // SE's chains have no group nodes. On one digit its Nishio chains
        // reason through a group (7.5); otherwise it needs a region forcing
        // chain, one branch per cell of the group: two more candidates at
        // least (8.0).
        let base = if one_digit {
            base::NISHIO
        } else {
            base::MULTIPLE
        };
        return base + length_bonus(candidates);
    }
    let one_kind = one_digit || cell_links_only;
    let cell_target = discontinuous && nodes.first() != nodes.last();
    if looped {
        (if one_kind {
            base::CYCLE
        } else {
            base::XY_CYCLE
        }) + bonus
    } else if one_digit && !cell_target {
        base::X_CHAIN + bonus
    } else {
        base::XY_CHAIN + bonus
    }
}

/// A simple-colours trap is a single-digit chain between two cells of
/// opposite colours: its strong links are those of the shortest path
/// through the cluster (a path of `2k - 1` conjugate links, used as `k`
/// strong links with weak ones between). A wrap is a contradiction along
/// such a path: a forcing chain on one digit.
fn simple_colors_tenths(board: &Board, s: &SimpleColors) -> Tenths {
    let cluster = &s.cluster;
    match s.kind {
        SimpleColorsKind::Trap => {
            let geo = board.geometry();
            let mut best = None::<usize>;
            for &t in &s.trapped {
                for &a in &cluster.color_a {
                    if !geo.sees(t, a) {
                        continue;
                    }
                    for &b in &cluster.color_b {
                        if geo.sees(t, b) {
                            let d = cluster_distance(cluster, a, b);
                            best = Some(best.map_or(d, |x| x.min(d)));
                        }
                    }
                }
            }
            let links = best.unwrap_or(5).div_ceil(2);
            match strong_links_tenths(links.max(2), cluster_houses(board, cluster)) {
                Some(t) => t,
                None => base::X_CHAIN + length_bonus(2 * links),
            }
        }
        SimpleColorsKind::Wrap => {
            let (a, b) = s.clash.map_or((None, None), |(a, b, _)| (Some(a), Some(b)));
            let d = match (a, b) {
                (Some(a), Some(b)) => cluster_distance(cluster, a, b),
                _ => 4,
            };
            base::X_CHAIN + length_bonus(d + 1)
        }
    }
}

/// The kinds of house a cluster's links use (for the strong-link rules).
fn cluster_houses(board: &Board, cluster: &ColorCluster) -> LinkHouses {
    let mut h = LinkHouses::default();
    for l in &cluster.links {
        let a = CellSet::single(l.cells[0]);
        let b = CellSet::single(l.cells[1]);
        let k = strong_link_houses(board, cluster.digit, a, b);
        h.rows |= k.rows;
        h.columns |= k.columns;
        h.boxes |= k.boxes && !k.rows && !k.columns;
    }
    h
}

/// Links on the shortest path from `a` to `b` through a cluster's links.
fn cluster_distance(cluster: &ColorCluster, a: Cell, b: Cell) -> usize {
    let mut seen = CellSet::single(a);
    let mut frontier = vec![a];
    let mut steps = 0;
    while !frontier.is_empty() {
        if frontier.contains(&b) {
            return steps;
        }
        let mut next = Vec::new();
        for &c in &frontier {
            for l in &cluster.links {
                let other = if l.cells[0] == c {
                    l.cells[1]
                } else if l.cells[1] == c {
                    l.cells[0]
                } else {
                    continue;
                };
                if !seen.contains(other) {
                    seen.insert(other);
                    next.push(other);
                }
            }
        }
        frontier = next;
        steps += 1;
    }
    steps
}

/// ALS steps and Death Blossoms: SE has no almost locked sets, so it needs
/// multiple forcing chains; the length is that of the equivalent chain,
/// two candidates per ALS cell.
fn als_tenths(step: &Step) -> Tenths {
    use crate::strategies::als::{
        chain::AlsChain, death_blossom::DeathBlossom, xy_wing::AlsXyWing, xz::AlsXz,
    };
    let cells = if let Some(p) = step.pattern::<AlsXz>() {
        p.a.cells.len() + p.b.cells.len()
    } else if let Some(p) = step.pattern::<AlsXyWing>() {
        p.a.cells.len() + p.b.cells.len() + p.c.cells.len()
    } else if let Some(p) = step.pattern::<AlsChain>() {
        p.alses.iter().map(|a| a.cells.len()).sum()
    } else if let Some(p) = step.pattern::<DeathBlossom>() {
        1 + p.petals.iter().map(|a| a.cells.len()).sum::<usize>()
    } else {
        4
    };
    base::MULTIPLE + length_bonus(2 * cells)
}
