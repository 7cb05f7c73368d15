//! # Coloring: Simple Colors (Trap, Wrap) and Multi-Colors
//!
//! Take one digit and every conjugate pair of it (a house where the digit has
//! exactly two cells: exactly one of them holds it). Pairs that share cells
//! join into a *cluster*. Colour a cluster with two colours, alternating along
//! each pair: then either every cell of colour A holds the digit and no cell
//! of colour B does, or the other way round.
//!
//! ```text
//!  A . . | . B . | . . .     A and B alternate along the conjugate pairs
//!  . . . | . . . | . . .     (row 1, column 5, row 5).
//!  . . . | . . . | . . .
//!  ------+-------+------     Trap: x sees an A (r1c1) and a B (r5c2);
//!  x . . | . . . | . . .     one of them holds the digit, so x cannot.
//!  . B . | . A . | . . .     Wrap: two A cells in one house would both be
//!                            the digit: impossible, so every A is false.
//! ```
//!
//! * **Simple Colors Trap**: a cell outside the cluster that sees a cell of
//!   each colour loses the digit.
//! * **Simple Colors Wrap**: two cells of the same colour see each other, so
//!   that colour is false: the digit leaves every cell of that colour.
//!
//! **Multi-Colors** combines two clusters, colours `A1/A2` and `B1/B2`:
//!
//! * **Type 1**: a cell of `A1` sees a cell of `B1`. They cannot both be
//!   true, so `A2` or `B2` is true: a cell that sees a cell of `A2` and a
//!   cell of `B2` loses the digit (even a cell of the clusters: an `A1` cell
//!   seeing `A2` and `B2` is then false, as HoDoKu also counts it).
//! * **Type 2**: colour `A1` sees both `B1` and `B2` (cells of `A1` see a
//!   `B1` cell and a `B2` cell). One of `B1`/`B2` is true, so `A1` would
//!   clash with it: `A1` is false, the digit leaves every `A1` cell.
//!
//! The type numbers follow HoDoKu (`0502` is type 1, `0503` type 2), checked
//! against its regression cases.

use crate::grid::{Board, Candidate, Cell, CellSet, House};
use crate::step::{cells_text, Highlights, Pattern, Role};
use crate::strategies::accel::{Caches, FastFirst};
use crate::strategies::common::{strategy, Effects, Strategy};
use crate::strategies::single_digit::{conjugate_pairs, digit_in_range, shared_house, StrongLink};
use serde::Serialize;

/// A cluster of conjugate pairs of one digit, in two colours.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ColorCluster {
    pub digit: u8,
    /// The cells of the first colour (the one holding the cluster's first cell).
    pub color_a: Vec<Cell>,
    pub color_b: Vec<Cell>,
    /// The conjugate pairs that join the cluster, in house order.
    pub links: Vec<StrongLink>,
}

impl ColorCluster {
    fn set(cells: &[Cell]) -> CellSet {
        cells.iter().copied().collect()
    }
    /// The cells of colour `0` (A) or `1` (B).
    pub fn color(&self, which: usize) -> CellSet {
        Self::set(if which == 0 {
            &self.color_a
        } else {
            &self.color_b
        })
    }
    /// Every cell of the cluster.
    pub fn cells(&self) -> CellSet {
        self.color(0) | self.color(1)
    }
}

/// The colour clusters of `digit`: connected groups of conjugate pairs,
/// each coloured from its first cell (cell order). Clusters that cannot be
/// two-coloured (only on a board that has no solution) are left out.
pub fn color_clusters(board: &Board, digit: u8) -> Vec<ColorCluster> {
    let (colours, n) = colour_sets(board, digit);
    if n == 0 {
        return Vec::new();
    }
    let links = conjugate_pairs(board, digit);
    colours[..n]
        .iter()
        .map(|&[a, b]| ColorCluster {
            digit,
            color_a: a.iter().collect(),
            color_b: b.iter().collect(),
            links: links
                .iter()
                .filter(|l| (a | b).contains(l.cells[0]))
                .copied()
                .collect(),
        })
        .collect()
}

/// At most this many clusters per digit: each holds a conjugate pair of a
/// house of its own.
const MAX_CLUSTERS: usize = 27;

/// The two colours of every cluster of `digit`, as cell sets, in the order
/// of [`color_clusters`] (which lists their cells and links). The
/// strategies' `first` looks at these alone (see [`first_if_any`]) and
/// builds patterns only when one removes something; most boards have none.
fn colour_sets(board: &Board, digit: u8) -> ([[CellSet; 2]; MAX_CLUSTERS], usize) {
    let mut out = [[CellSet::EMPTY; 2]; MAX_CLUSTERS];
    // (The solver asks about one digit at a time: the others are empty.)
    if !digit_in_range(board, digit) || board.digit_cells(digit).is_empty() {
        return (out, 0);
    }
    let geo = board.geometry();
    let cells = board.digit_cells(digit);
    let mut pairs = [(Cell::default(), Cell::default()); MAX_CLUSTERS];
    let mut n_pairs = 0;
    let mut linked = CellSet::EMPTY;
    for h in 0..geo.house_count() {
        let in_house = cells & geo.house(h);
        if in_house.len() == 2 {
            let mut it = in_house.iter();
            if let (Some(a), Some(b)) = (it.next(), it.next()) {
                pairs[n_pairs] = (a, b);
                n_pairs += 1;
                linked |= in_house;
            }
        }
    }
    let pairs = &pairs[..n_pairs];
    let mut done = CellSet::EMPTY;
    let mut n = 0;
    for start in linked {
        if done.contains(start) {
            continue;
        }
        let mut colors = [CellSet::single(start), CellSet::EMPTY];
        let mut clash = false;
        let mut grew = true;
        while grew {
            grew = false;
            for &(x, y) in pairs {
                for k in 0..2 {
                    let (x_has, y_has) = (colors[k].contains(x), colors[k].contains(y));
                    clash |= x_has && y_has;
                    if x_has && !colors[1 - k].contains(y) {
                        colors[1 - k].insert(y);
                        grew = true;
                    }
                    if y_has && !colors[1 - k].contains(x) {
                        colors[1 - k].insert(x);
                        grew = true;
                    }
                }
            }
            if colors[0].intersects(colors[1]) {
                clash = true;
                break;
            }
        }
        done |= colors[0] | colors[1];
        if !clash {
            out[n] = colors;
            n += 1;
        }
    }
    (out, n)
}

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
        super::first_by_find::<S>(board)
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

/// Which simple-colors contradiction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SimpleColorsKind {
    /// Cells outside the cluster see both colours.
    Trap,
    /// Two cells of one colour see each other.
    Wrap,
}

/// One cluster and the contradiction it shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SimpleColors {
    pub kind: SimpleColorsKind,
    pub digit: u8,
    pub cluster: ColorCluster,
    /// Trap: the cells (holding the digit, outside the cluster) that see
    /// both colours.
    pub trapped: Vec<Cell>,
    /// Wrap: the colour that is false (0 = A, 1 = B) and two of its cells
    /// sharing a house.
    pub false_color: Option<usize>,
    pub clash: Option<(Cell, Cell, House)>,
}

/// Cells holding the digit outside the cluster that see a cell of each colour.
fn trapped_cells(board: &Board, cluster: &ColorCluster) -> CellSet {
    let geo = board.geometry();
    let mut see = [CellSet::EMPTY; 2];
    for (k, s) in see.iter_mut().enumerate() {
        for c in cluster.color(k) {
            *s |= geo.peers(c);
        }
    }
    (board.digit_cells(cluster.digit) & see[0] & see[1]) - cluster.cells()
}

/// Two cells of colour `k` that see each other, if any.
fn same_color_clash(board: &Board, cluster: &ColorCluster, k: usize) -> Option<(Cell, Cell)> {
    let geo = board.geometry();
    let cells = cluster.color(k);
    cells
        .iter()
        .find_map(|c| (geo.peers(c) & cells).first().map(|o| (c, o)))
}

/// Does this cluster trap (`Trap`) or wrap (`Wrap`)?
pub fn is_simple_colors(
    board: &Board,
    cluster: &ColorCluster,
    kind: SimpleColorsKind,
) -> Option<SimpleColors> {
    if !digit_in_range(board, cluster.digit) {
        return None;
    }
    let base = SimpleColors {
        kind,
        digit: cluster.digit,
        cluster: cluster.clone(),
        trapped: Vec::new(),
        false_color: None,
        clash: None,
    };
    match kind {
        SimpleColorsKind::Trap => {
            let trapped = trapped_cells(board, cluster);
            (!trapped.is_empty()).then(|| SimpleColors {
                trapped: trapped.iter().collect(),
                ..base
            })
        }
        SimpleColorsKind::Wrap => (0..2).find_map(|k| {
            let (x, y) = same_color_clash(board, cluster, k)?;
            let house = shared_house(board, x, y)?;
            Some(SimpleColors {
                false_color: Some(k),
                clash: Some((x, y, house)),
                ..base.clone()
            })
        }),
    }
}

fn find_simple(board: &Board, kind: SimpleColorsKind) -> Vec<SimpleColors> {
    let mut out = Vec::new();
    for digit in 1..=board.size() as u8 {
        for cluster in color_clusters(board, digit) {
            out.extend(is_simple_colors(board, &cluster, kind));
        }
    }
    out
}

/// Every cluster that traps some cell: digits, then clusters in cell order.
pub fn find_simple_colors_traps(board: &Board) -> Vec<SimpleColors> {
    find_simple(board, SimpleColorsKind::Trap)
}

/// Every cluster with a colour clash: digits, then clusters in cell order.
pub fn find_simple_colors_wraps(board: &Board) -> Vec<SimpleColors> {
    find_simple(board, SimpleColorsKind::Wrap)
}

/// Trap: the trapped cells lose the digit. Wrap: every cell of the false colour does.
pub fn simple_colors_eliminations(board: &Board, p: &SimpleColors) -> Vec<Candidate> {
    let cells: CellSet = match (p.kind, p.false_color) {
        (SimpleColorsKind::Trap, _) => p.trapped.iter().copied().collect(),
        (SimpleColorsKind::Wrap, Some(k)) => p.cluster.color(k),
        (SimpleColorsKind::Wrap, None) => CellSet::EMPTY,
    };
    if !digit_in_range(board, p.digit) {
        return Vec::new();
    }
    (cells & board.digit_cells(p.digit))
        .iter()
        .map(|c| Candidate::new(c, p.digit))
        .collect()
}

/// Colours as roles: `A` -> `ColorA`, `B` -> `ColorB` (or the second pair).
fn cluster_highlights(h: &mut Highlights, cluster: &ColorCluster, roles: [Role; 2]) {
    let d = cluster.digit;
    for (k, role) in roles.into_iter().enumerate() {
        for c in cluster.color(k) {
            h.candidate(c, d, role);
        }
    }
    // A pair conjugate in a line and in its box is drawn once.
    let mut drawn: Vec<[Cell; 2]> = Vec::new();
    for l in &cluster.links {
        if drawn.contains(&l.cells) {
            continue;
        }
        drawn.push(l.cells);
        h.link(
            Candidate::new(l.cells[0], d),
            Candidate::new(l.cells[1], d),
            true,
        );
    }
}

impl Pattern for SimpleColors {
    fn strategy(&self) -> &'static str {
        match self.kind {
            SimpleColorsKind::Trap => "simple-colors-trap",
            SimpleColorsKind::Wrap => "simple-colors-wrap",
        }
    }
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        cluster_highlights(&mut h, &self.cluster, [Role::ColorA, Role::ColorB]);
        if let Some((x, y, house)) = self.clash {
            h.house(house, Role::House);
            h.link(
                Candidate::new(x, self.digit),
                Candidate::new(y, self.digit),
                false,
            );
        }
        h
    }
    fn explain(&self) -> String {
        let d = self.digit;
        let c = &self.cluster;
        let colors = format!(
            "the conjugate pairs of {d} colour {} (A) against {} (B): all of one colour is {d}",
            cells_text(c.color_a.iter().copied()),
            cells_text(c.color_b.iter().copied())
        );
        match (self.kind, self.clash, self.false_color) {
            (SimpleColorsKind::Wrap, Some((x, y, house)), Some(k)) => format!(
                "Simple Colors Wrap on {d}: {colors}; {x} and {y} are both {} and share {house}, \
                 so colour {} cannot be {d}",
                if k == 0 { "A" } else { "B" },
                if k == 0 { "A" } else { "B" }
            ),
            _ => format!(
                "Simple Colors Trap on {d}: {colors}; {} see{} a cell of each colour, one of \
                 which holds {d}",
                cells_text(self.trapped.iter().copied()),
                if self.trapped.len() == 1 { "s" } else { "" }
            ),
        }
    }
}

strategy!(
    /// Simple Colors Trap.
    SimpleColorsTraps: SimpleColors = find_simple_colors_traps, eliminates simple_colors_eliminations
);

impl FastFirst for SimpleColorsTraps {
    fn first(board: &Board, _caches: &mut Caches) -> Option<(Self::Found, Effects)> {
        first_if_any::<Self>(board, trap_removes)
    }
}

strategy!(
    /// Simple Colors Wrap.
    SimpleColorsWraps: SimpleColors = find_simple_colors_wraps, eliminates simple_colors_eliminations
);

impl FastFirst for SimpleColorsWraps {
    fn first(board: &Board, _caches: &mut Caches) -> Option<(Self::Found, Effects)> {
        first_if_any::<Self>(board, wrap_removes)
    }
}

/// Which multi-colors rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MultiColorsKind {
    /// A colour of each cluster see each other: cells seeing both opposite
    /// colours lose the digit.
    Type1,
    /// One colour sees both colours of the other cluster: it is false.
    Type2,
}

/// Two clusters of one digit and what their contact proves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MultiColors {
    pub kind: MultiColorsKind,
    pub digit: u8,
    /// `clusters[0]` has colours A1 (`color_a`) / A2, `clusters[1]` B1 / B2.
    pub clusters: [ColorCluster; 2],
    /// The weak links between the clusters that the rule uses: pairs of
    /// cells (one of each cluster) that see each other.
    pub bridges: Vec<(Cell, Cell)>,
    /// Type 1: the true colour pairs (one colour of each cluster, 0 = A/first,
    /// 1 = B/second) of which one holds the digit; cells seeing both colours
    /// of such a pair lose it.
    pub either: Vec<(usize, usize)>,
    /// Type 2: the colour (0 or 1) of `clusters[0]` that is false.
    pub false_color: Option<usize>,
    /// Type 1: the cells that see both colours of an `either` pair.
    pub trapped: Vec<Cell>,
}

/// Pairs of cells, one from each set, that see each other.
fn contacts(board: &Board, a: CellSet, b: CellSet) -> Vec<(Cell, Cell)> {
    let geo = board.geometry();
    let mut out = Vec::new();
    for x in a {
        for y in geo.peers(x) & b {
            out.push((x, y));
        }
    }
    out
}

fn seen_by(board: &Board, cells: CellSet) -> CellSet {
    let geo = board.geometry();
    let mut s = CellSet::EMPTY;
    for c in cells {
        s |= geo.peers(c);
    }
    s
}

/// Type 1: for every pair of colours (`A_i`, `B_j`) in contact, cells seeing
/// both `A_(1-i)` and `B_(1-j)` lose the digit. Type 2: a colour of the
/// first cluster in contact with both colours of the second is false.
pub fn is_multi_colors(
    board: &Board,
    first: &ColorCluster,
    second: &ColorCluster,
    kind: MultiColorsKind,
) -> Option<MultiColors> {
    let digit = first.digit;
    if !digit_in_range(board, digit)
        || second.digit != digit
        || first.cells().intersects(second.cells())
    {
        return None;
    }
    let base = MultiColors {
        kind,
        digit,
        clusters: [first.clone(), second.clone()],
        bridges: Vec::new(),
        either: Vec::new(),
        false_color: None,
        trapped: Vec::new(),
    };
    match kind {
        MultiColorsKind::Type1 => {
            let mut bridges = Vec::new();
            let mut either = Vec::new();
            let mut trapped = CellSet::EMPTY;
            // Any cell can be trapped, a cluster cell too: one of colour
            // A1 that sees A2 and B2 is false (and with it all of A1).
            let cells = board.digit_cells(digit);
            for i in 0..2 {
                for j in 0..2 {
                    let touch = contacts(board, first.color(i), second.color(j));
                    if touch.is_empty() {
                        continue;
                    }
                    bridges.extend(touch);
                    either.push((1 - i, 1 - j));
                    trapped |= cells
                        & seen_by(board, first.color(1 - i))
                        & seen_by(board, second.color(1 - j));
                }
            }
            (!either.is_empty()).then(|| MultiColors {
                bridges,
                either,
                trapped: trapped.iter().collect(),
                ..base
            })
        }
        MultiColorsKind::Type2 => (0..2).find_map(|i| {
            let to_b1 = contacts(board, first.color(i), second.color(0));
            let to_b2 = contacts(board, first.color(i), second.color(1));
            if to_b1.is_empty() || to_b2.is_empty() {
                return None;
            }
            Some(MultiColors {
                bridges: to_b1.into_iter().chain(to_b2).collect(),
                false_color: Some(i),
                ..base.clone()
            })
        }),
    }
}

fn find_multi(board: &Board, kind: MultiColorsKind) -> Vec<MultiColors> {
    let mut out = Vec::new();
    for digit in 1..=board.size() as u8 {
        let clusters = color_clusters(board, digit);
        for (i, a) in clusters.iter().enumerate() {
            for (j, b) in clusters.iter().enumerate() {
                // Type 1 is symmetric: each unordered pair once. Type 2 asks
                // about the first cluster's colours, so both orders count.
                if i == j || (kind == MultiColorsKind::Type1 && j < i) {
                    continue;
                }
                out.extend(is_multi_colors(board, a, b, kind));
            }
        }
    }
    out
}

/// Every pair of clusters (each unordered pair once) with colours in contact.
pub fn find_multi_colors_1(board: &Board) -> Vec<MultiColors> {
    find_multi(board, MultiColorsKind::Type1)
}

/// Every ordered pair of clusters where a colour of the first sees both
/// colours of the second.
pub fn find_multi_colors_2(board: &Board) -> Vec<MultiColors> {
    find_multi(board, MultiColorsKind::Type2)
}

/// Type 1: the trapped cells. Type 2: every cell of the false colour.
pub fn multi_colors_eliminations(board: &Board, p: &MultiColors) -> Vec<Candidate> {
    if !digit_in_range(board, p.digit) {
        return Vec::new();
    }
    let cells: CellSet = match (p.kind, p.false_color) {
        (MultiColorsKind::Type1, _) => p.trapped.iter().copied().collect(),
        (MultiColorsKind::Type2, Some(k)) => p.clusters[0].color(k),
        (MultiColorsKind::Type2, None) => CellSet::EMPTY,
    };
    (cells & board.digit_cells(p.digit))
        .iter()
        .map(|c| Candidate::new(c, p.digit))
        .collect()
}

impl Pattern for MultiColors {
    fn strategy(&self) -> &'static str {
        match self.kind {
            MultiColorsKind::Type1 => "multi-colors-1",
            MultiColorsKind::Type2 => "multi-colors-2",
        }
    }
    /// The first cluster in `ColorA`/`ColorB`, the second in `Pattern`/`Fin`
    /// (B1/B2), strong links inside clusters, weak links for the bridges.
    fn highlights(&self, _board: &Board) -> Highlights {
        let mut h = Highlights::new();
        cluster_highlights(&mut h, &self.clusters[0], [Role::ColorA, Role::ColorB]);
        cluster_highlights(&mut h, &self.clusters[1], [Role::Pattern, Role::Fin]);
        for &(x, y) in &self.bridges {
            h.link(
                Candidate::new(x, self.digit),
                Candidate::new(y, self.digit),
                false,
            );
        }
        h
    }
    fn explain(&self) -> String {
        let d = self.digit;
        let [a, b] = &self.clusters;
        let name = |k: usize, cl: &ColorCluster, first: bool| {
            let cells = if k == 0 { &cl.color_a } else { &cl.color_b };
            format!(
                "{}{} ({})",
                if first { "A" } else { "B" },
                k + 1,
                cells_text(cells.iter().copied())
            )
        };
        let colors = format!(
            "two clusters of conjugate pairs of {d}, coloured {} / {} and {} / {}",
            name(0, a, true),
            name(1, a, true),
            name(0, b, false),
            name(1, b, false)
        );
        match (self.kind, self.false_color) {
            (MultiColorsKind::Type2, Some(k)) => format!(
                "Multi-Colors 2 on {d}: {colors}; colour A{} sees both B1 and B2, one of which \
                 holds {d}, so A{} cannot be {d}",
                k + 1,
                k + 1
            ),
            _ => {
                // One clause per pair of colours in contact, naming one contact.
                let mut clauses = Vec::new();
                for &(i, j) in &self.either {
                    // The contact was between the other two colours.
                    let (oi, oj) = (usize::from(i == 0), usize::from(j == 0));
                    let contact = self
                        .bridges
                        .iter()
                        .find(|&&(x, y)| a.color(oi).contains(x) && b.color(oj).contains(y));
                    let why = match contact {
                        Some((x, y)) => format!("{x} (A{}) sees {y} (B{})", oi + 1, oj + 1),
                        None => format!("A{} sees B{}", oi + 1, oj + 1),
                    };
                    clauses.push(format!("{why}, so A{} or B{} holds {d}", i + 1, j + 1));
                }
                format!(
                    "Multi-Colors 1 on {d}: {colors}; {}; {} see{} a cell of each colour of such \
                     a pair",
                    clauses.join("; "),
                    cells_text(self.trapped.iter().copied()),
                    if self.trapped.len() == 1 { "s" } else { "" }
                )
            }
        }
    }
}

strategy!(
    /// Multi-Colors type 1.
    MultiColors1: MultiColors = find_multi_colors_1, eliminates multi_colors_eliminations
);

impl FastFirst for MultiColors1 {
    fn first(board: &Board, _caches: &mut Caches) -> Option<(Self::Found, Effects)> {
        first_if_any::<Self>(board, multi_1_removes)
    }
}

strategy!(
    /// Multi-Colors type 2.
    MultiColors2: MultiColors = find_multi_colors_2, eliminates multi_colors_eliminations
);

impl FastFirst for MultiColors2 {
    fn first(board: &Board, _caches: &mut Caches) -> Option<(Self::Found, Effects)> {
        first_if_any::<Self>(board, multi_2_removes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::single_digit::tests::{after_basics, cell, productive};
    use crate::test_util::after_singles;

    fn library(line: &str) -> Board {
        crate::formats::library::parse_library_line(line)
            .expect("library line")
            .board
    }

    fn names(cells: &[Cell]) -> Vec<String> {
        cells.iter().map(|c| c.to_string()).collect()
    }

    #[test]
    fn simple_colors_trap_on_9() {
        // Sudoku Exchange bank, sx_hard #30, after singles, locked candidates
        // and subsets: one cluster of 9 colours r1c2, r3c9, r5c1, r7c5, r8c8
        // against r1c8, r3c1, r5c9, r6c2, r7c7.
        let b = after_basics(
            ".........3.59.46.1.4..1..3.2.......7..71634.....2.7....2.8.1.7.8.6...3.2..9...1..",
        );
        let found = find_simple_colors_traps(&b);
        assert_eq!(
            productive(&b, &found, simple_colors_eliminations),
            [["r6c1<>9", "r6c5<>9"]]
        );
        let p = found.iter().find(|p| p.digit == 9).unwrap();
        assert_eq!(
            names(&p.cluster.color_a),
            ["r1c2", "r3c9", "r5c1", "r7c5", "r8c8"]
        );
        assert_eq!(
            names(&p.cluster.color_b),
            ["r1c8", "r3c1", "r5c9", "r6c2", "r7c7"]
        );
        assert_eq!(names(&p.trapped), ["r6c1", "r6c5"]);
        // The cluster is found the same way directly, and has no wrap.
        let clusters = color_clusters(&b, 9);
        assert!(clusters.contains(&p.cluster));
        assert!(is_simple_colors(&b, &p.cluster, SimpleColorsKind::Wrap).is_none());
    }

    #[test]
    fn simple_colors_wrap_on_4() {
        // sx_hard #37 after the basics: colour B of the 4-cluster holds r7c5
        // and r9c4, both in box 8, so every B cell loses 4.
        let b = after_basics(
            "2..9.....8..5.3....547.6..2..8.....9.97...42.1.....3..3..1.589....8.2..3.....7..5",
        );
        let found = find_simple_colors_wraps(&b);
        assert_eq!(
            productive(&b, &found, simple_colors_eliminations),
            [["r6c2<>4", "r7c5<>4", "r9c1<>4", "r9c4<>4"]]
        );
        let p = &found[0];
        assert_eq!(p.false_color, Some(1));
        let (x, y, house) = p.clash.unwrap();
        assert_eq!((x, y), (cell("r7c5"), cell("r9c4")));
        assert_eq!(house.to_string(), "box 8");
        assert!(p.explain().contains("so colour B cannot be 4"));
    }

    #[test]
    fn multi_colors_1_on_6() {
        // sx_diabolical #5 after every strategy rated below 200 (singles
        // through XYZ-Wing), stored as a library line. Clusters of 6:
        // r1c7 / r5c7 and r5c3, r7c1, r9c8 / r7c9, r9c3; r5c7 sees r5c3, so
        // r1c7 or one of r7c9, r9c3 is 6, and r1c9 sees r1c7 and r7c9.
        let b = library(
            ":0000:x:.........56.....3223.+64+5.79..+2.6.+7...7.5+21.9...+57+98+2...53...92.+4+298+365+1+77...+5.+3.4:413 114 914 716 916 417 119 819 341 442 448 349 659 171 194:::",
        );
        let found = find_multi_colors_1(&b);
        assert_eq!(
            productive(&b, &found, multi_colors_eliminations),
            [["r1c9<>6"]]
        );
        let p = found
            .iter()
            .find(|p| !multi_colors_eliminations(&b, p).is_empty())
            .unwrap();
        assert_eq!(names(&p.clusters[0].color_a), ["r1c7"]);
        assert_eq!(names(&p.clusters[1].color_b), ["r7c9", "r9c3"]);
        assert_eq!(p.bridges, [(cell("r5c7"), cell("r5c3"))]);
        assert_eq!(p.either, [(0, 1)]);
        assert!(p
            .explain()
            .contains("r5c7 (A2) sees r5c3 (B1), so A1 or B2 holds 6"));
    }

    #[test]
    fn multi_colors_2_on_2() {
        // sx_diabolical #97 after every strategy rated below 200, as a library
        // line: colour A1 of one 2-cluster (r4c4, r6c3, r8c6) sees both
        // colours of another cluster, so it is false.
        let b = library(
            ":0000:x:+76.+1+53+8+4...8+47+6..1+4+1.82+97.63...+64..86+87+5+3+12+945+4.9+8...31.4.95.+8.8...1.4.....3+4+8.1.:222 922 272 282 283 983 588 788 992 293 993 597 299 999:::",
        );
        let found = find_multi_colors_2(&b);
        assert_eq!(
            productive(&b, &found, multi_colors_eliminations),
            [["r4c4<>2", "r6c3<>2", "r8c6<>2"]]
        );
    }

    #[test]
    fn small_boards_and_bad_input() {
        // 4x4 and 6x6 puzzles from ../shared/puzzles (mini4x4_amayaos_20 #3,
        // mini6x6_sukaku6x6explainer_3 #3) and empty boards.
        let boards = [
            after_singles(".2....2....34..."),
            after_singles(".....12....3..2.......45.16........."),
            Board::empty(4).unwrap(),
            Board::empty(6).unwrap(),
        ];
        for b in &boards {
            let _ = find_simple_colors_traps(b);
            let _ = find_simple_colors_wraps(b);
            let _ = find_multi_colors_1(b);
            let _ = find_multi_colors_2(b);
            assert!(color_clusters(b, 0).is_empty());
            assert!(color_clusters(b, 10).is_empty());
        }
        // A hand-made 4x4 position: an empty board without 1 in r1c3, r1c4,
        // r3c2 and r3c4. Conjugate pairs of 1: rows 1 and 3, column 4, box 2.
        let mut b = Board::empty(4).unwrap();
        for c in ["r1c3", "r1c4", "r3c2", "r3c4"] {
            b.eliminate(Candidate::new(cell(c), 1));
        }
        let clusters: Vec<(Vec<String>, Vec<String>)> = color_clusters(&b, 1)
            .iter()
            .map(|c| (names(&c.color_a), names(&c.color_b)))
            .collect();
        assert_eq!(
            clusters,
            [
                (vec!["r1c1".to_string()], vec!["r1c2".to_string()]),
                (vec!["r2c3".into(), "r4c4".into()], vec!["r2c4".into()]),
                (vec!["r3c1".into()], vec!["r3c3".into()]),
            ]
        );
        // r2c1 and r2c2 see r1c1 (A) and r1c2 (B) of the first cluster (that
        // is also locked candidates), and r2c3 (A) and r2c4 (B) of the second.
        assert_eq!(
            productive(
                &b,
                &find_simple_colors_traps(&b),
                simple_colors_eliminations
            ),
            [["r2c1<>1", "r2c2<>1"], ["r2c1<>1", "r2c2<>1"]]
        );
    }
}
