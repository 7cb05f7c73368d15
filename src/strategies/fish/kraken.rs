//! # Kraken fish: a finned fish whose fins reach their targets by chains
//!
//! A finned fish (see [`fish`](super::fish)) says: *either a fin holds the
//! digit, or the fish stands* (then every cover house gets its digit from
//! the base, and the rest of the covers loses it). The plain rule only
//! removes targets that see every fin, because only for those do both sides
//! of the "either" end the same way. A **kraken fish** asks more of the
//! fins: from each fin assumed true, follow a forcing chain (the rules of
//! [`forcing`](crate::strategies::forcing) in chain mode: every fact rests on
//! one earlier fact, as in an alternating inference chain). If every fin's
//! chain reaches the same end, that end holds whichever side is true.
//!
//! ```text
//!  Kraken X-Wing on 4, type 1: base rows 2 and 7, covers columns 3 and 8,
//!  one fin F = r2c5. Target X = r5c8 (column 8, outside the base).
//!
//!       c1 c2 c3 c4 c5 c6 c7 c8 c9
//!   r2   .  .  4  .  F  .  .  4  .     X does not see F, so the plain
//!   r5   .  .  .  .  .  .  .  X  .     finned rule says nothing about it.
//!   r6   .  .  .  .  a  .  .  .  b     Row 6 has two 4s only: a and b.
//!   r7   .  .  4  .  .  .  .  4  .
//!
//!   no fin is 4:  the X-Wing stands, column 8 gets its 4 from row 2 or 7:
//!                 r5c8<>4
//!   F is 4:       r2c5=4 => r6c5<>4 => r6c9=4 => r5c8<>4
//!                 (column 5)   (row 6)    (box 6)
//!                 ------------------------------------------
//!                 either way r5c8<>4
//! ```
//!
//! **Type 1** (the example): the conclusion is a target of the fish, a
//! candidate of the digit in a cover house outside the base, and every fin
//! assumed true leads to its removal. A fin that sees the target does so in
//! one step, so the plain finned fish is the case where every chain is one
//! step long; a kraken fish is reported for the targets the plain rule
//! misses.
//!
//! **Type 2**: pick one cover house. If no fin is true, the fish stands and
//! that cover house gets its digit from a base candidate inside it. So one
//! of these is true: a fin, or one of the base candidates in that cover. If
//! every one of them, assumed true, leads to the same fact (any digit, any
//! cell: `r5c5<>3`, or a placement `r5c5=3`), the fact holds. (A removal
//! of the fish's own digit from the cover houses is left to type 1.)
//!
//! Why it is sound: both types are verities (see
//! [`forcing`](crate::strategies::forcing)) over a disjunction the fish
//! makes sure of; each chain is a sequence of forced facts, so if its
//! premise is true, its end is true.
//!
//! **What this file lists.** Basic fish only (rows against columns, with
//! fins: finned and sashimi), sizes 2 to 4, at most [`MAX_KRAKEN_FINS`]
//! fins, each base line keeping at least one candidate in the covers;
//! franken and mutant bases are not searched. [`find_kraken_fish`] loops
//! over every such fish and every target and cover house, keeps the
//! productive ones, one per conclusion (the one with the shortest chains),
//! shortest first, at most [`MAX_FOUND`]. A premise that leads to a
//! contradiction makes no kraken fish here (the forcing-chain contradiction
//! covers it).
//!
//! The technique and its two types are HoDoKu's ("Kraken Fish", in its
//! last-resort techniques; its default search: basic and franken fish up
//! to size 4, at most 2 fins; default score 500, level extreme); the
//! search and the wording are this project's own. The ids are
//! `kraken-x-wing`, `kraken-swordfish` and `kraken-jellyfish`; the type is
//! in the pattern ([`KrakenType`]) and the explanation.

use super::anatomy::{anatomy, Anatomy};
use super::fish::{fish_of, for_each_line_base, Fish, FishKind};
use super::names::FISH_NAMES;
use crate::grid::{Board, Candidate, Cell, House, HouseKind};
use crate::lang::says::{ChainSays, Says};
use crate::lang::Label;
use crate::step::{Highlights, Mark, Pattern, Role};
use crate::strategies::combinations::for_each_combination;

use crate::strategies::decl::{Cost, Decl, Family, LeftOut, Level, Se, Times};
use crate::strategies::forcing::engine::{slot, Engine};
use crate::strategies::forcing::says as forcing_says;
use crate::strategies::forcing::search::record;
use crate::strategies::forcing::{implications, Branch, Fact, MAX_FOUND};
use serde::Serialize;

/// Why the default solvers leave the kraken fish out: measured with
/// `explain --threads 1 --strategies` (the default list plus the three) on
/// magictour's top1465.
pub const SLOW_KRAKEN_FISH: LeftOut = LeftOut::Slow(Cost {
    times: Times(14),
    steps: 164,
    puzzles: 102,
});

/// The Kraken X-Wing's declaration: id, family, HoDoKu score and level, SE rule.
pub const KRAKEN_X_WING: Decl = Decl::new(
    "kraken-x-wing",
    "Kraken X-Wing",
    "クラーケン X-Wing",
    Family::Fish,
    500,
    Level::Extreme,
    Se::Kraken,
)
.left_out(SLOW_KRAKEN_FISH);
/// The Kraken Swordfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const KRAKEN_SWORDFISH: Decl = Decl::new(
    "kraken-swordfish",
    "Kraken Swordfish",
    "クラーケンソードフィッシュ",
    Family::Fish,
    500,
    Level::Extreme,
    Se::Kraken,
)
.left_out(SLOW_KRAKEN_FISH);
/// The Kraken Jellyfish's declaration: id, family, HoDoKu score and level, SE rule.
pub const KRAKEN_JELLYFISH: Decl = Decl::new(
    "kraken-jellyfish",
    "Kraken Jellyfish",
    "クラーケンジェリーフィッシュ",
    Family::Fish,
    500,
    Level::Extreme,
    Se::Kraken,
)
.left_out(SLOW_KRAKEN_FISH);

/// The most fins a kraken fish may have (HoDoKu's default for its kraken
/// search): each fin is one more chain to follow.
pub const MAX_KRAKEN_FINS: usize = 2;

/// Which argument the kraken fish makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum KrakenType {
    /// Type 1: the cases are the fins (the fish itself removes the
    /// target); the conclusion is a target of the fish.
    One,
    /// Type 2: the cases are the fins and the base candidates inside
    /// `cover` (one of which holds the digit if the fish stands).
    Two { cover: House },
}

impl KrakenType {
    /// 1 or 2.
    pub fn number(self) -> u8 {
        match self {
            KrakenType::One => 1,
            KrakenType::Two { .. } => 2,
        }
    }
}

/// A kraken fish: a finned (or sashimi) basic fish, the cases it makes
/// sure of, and a chain from each case to the conclusion.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KrakenFish {
    /// The finned or sashimi fish (its digit, houses, body and fins), which
    /// alone removes nothing of what the chains prove.
    pub fish: Fish,
    pub kraken: KrakenType,
    /// What every case leads to.
    pub conclusion: Fact,
    /// One branch per case, the fins first, then (type 2) the base
    /// candidates of the cover house; each from its premise to the
    /// conclusion.
    pub branches: Vec<Branch>,
}

/// The fish part: anatomy and kind of a basic finned fish on `digit` with
/// base lines `base` and cover lines `cover`, within this file's limits;
/// `None` otherwise.
pub(super) fn finned_basic_fish(
    board: &Board,
    digit: u8,
    base: &[House],
    cover: &[House],
) -> Option<(Anatomy, FishKind)> {
    let geo = board.geometry();
    let n = geo.size;
    let size = base.len();
    if size < 2 || 2 * size > n || cover.len() != size {
        return None;
    }
    // Rows against columns, or columns against rows.
    let rows = |hs: &[House]| hs.iter().all(|&h| h.kind() == HouseKind::Row);
    let columns = |hs: &[House]| hs.iter().all(|&h| h.kind() == HouseKind::Column);
    if !((rows(base) && columns(cover)) || (columns(base) && rows(cover))) {
        return None;
    }
    let (a, _, _) = anatomy(board, digit, base, cover)?;
    let body = a.base_cands - a.exo_fins;
    if a.exo_fins.is_empty() || a.exo_fins.len() > MAX_KRAKEN_FINS {
        return None;
    }
    // A base line of fins only says "one of the fins": no fish.
    let least = base.iter().map(|&h| (body & geo.house(h)).len()).min()?;
    let kind = match least {
        0 => return None,
        1 => FishKind::Sashimi,
        _ => FishKind::Finned,
    };
    Some((a, kind))
}

/// The premises of the cases: the fins, then for type 2 the base
/// candidates inside the cover house (`None` if it is not a cover).
pub(super) fn cases(
    board: &Board,
    a: &Anatomy,
    cover: &[House],
    kraken: KrakenType,
) -> Option<Vec<Cell>> {
    let geo = board.geometry();
    let mut cells: Vec<Cell> = a.exo_fins.iter().collect();
    if let KrakenType::Two { cover: h } = kraken {
        if !cover.contains(&h) {
            return None;
        }
        cells.extend((a.base_cands - a.exo_fins) & geo.house(h));
    }
    Some(cells)
}

/// Whether `conclusion` is something a kraken fish of this type may
/// conclude: a target of the fish that the plain finned rule misses (type
/// 1), or any fact but the removal of the fish's digit from a target (type
/// 2: type 1's business). It must also change the board.
pub(super) fn fits(
    board: &Board,
    a: &Anatomy,
    digit: u8,
    kraken: KrakenType,
    conclusion: Fact,
) -> bool {
    let geo = board.geometry();
    let c = conclusion.cell;
    if !geo.contains(c) || !board.has_candidate(c, conclusion.digit) {
        return false;
    }
    let own_target = !conclusion.truth && conclusion.digit == digit && a.targets.contains(c);
    match kraken {
        KrakenType::One => own_target && !a.eliminations(geo).contains(c),
        KrakenType::Two { .. } => !own_target,
    }
}

/// Is there a kraken fish on `digit` with base lines `base` and cover lines
/// `cover` (as many of each, 2 to n/2; rows against columns or columns
/// against rows) that proves
/// `conclusion` by an argument of type `kraken`?
///
/// The fish must have 1 to [`MAX_KRAKEN_FINS`] fins and keep a candidate in
/// the covers on every base line. Each case (a fin, or for type 2 a base
/// candidate in the chosen cover) is assumed true and followed in chain
/// mode; each must reach the conclusion without a contradiction. The
/// conclusion must fit the type (see the module doc) and be a candidate of
/// the board.
pub fn is_kraken_fish(
    board: &Board,
    digit: u8,
    base: &[House],
    cover: &[House],
    kraken: KrakenType,
    conclusion: Fact,
) -> Option<KrakenFish> {
    let mut engine = Engine::new(board, false);
    kraken_with(&mut engine, board, digit, base, cover, kraken, conclusion)
}

/// [`is_kraken_fish`] with a chain-mode engine of the board.
pub(super) fn kraken_with(
    engine: &mut Engine,
    board: &Board,
    digit: u8,
    base: &[House],
    cover: &[House],
    kraken: KrakenType,
    conclusion: Fact,
) -> Option<KrakenFish> {
    let (a, kind) = finned_basic_fish(board, digit, base, cover)?;
    if !fits(board, &a, digit, kraken, conclusion) {
        return None;
    }
    let premises = cases(board, &a, cover, kraken)?;
    let branches = chains_to(engine, digit, &premises, conclusion)?;
    Some(KrakenFish {
        fish: fish_of(digit, base, cover, &a, kind),
        kraken,
        conclusion,
        branches,
    })
}

/// The chain from each premise (`cell` holds `digit`) to `conclusion`, or
/// `None` if one premise breaks down or does not reach it.
fn chains_to(
    engine: &mut Engine,
    digit: u8,
    premises: &[Cell],
    conclusion: Fact,
) -> Option<Vec<Branch>> {
    let target = slot(conclusion.cell, conclusion.digit);
    let mut branches = Vec::new();
    for &cell in premises {
        if !engine.assume(cell, digit, true) {
            return None;
        }
        let i = engine.index_of(target, conclusion.truth)? as u16;
        let (branch, _, _) = record(engine, Fact::new(cell, digit, true), |_| vec![i]);
        branches.push(branch);
    }
    Some(branches)
}

/// Calls `visit(digit, base, cover, anatomy)` for every finned basic fish
/// of `size` base lines within this file's limits: for each digit, base
/// rows (covers columns) and then base columns (covers rows); each set of
/// `size` base lines where the digit is open, in lexicographic order; each
/// set of `size` cover lines among the cross lines holding a base
/// candidate (those left out hold the fins, so at most
/// [`MAX_KRAKEN_FINS`] of them), in lexicographic order.
pub(super) fn for_each_finned_fish(
    board: &Board,
    size: usize,
    mut visit: impl FnMut(u8, &[House], &[House], &Anatomy),
) {
    let geo = board.geometry();
    let n = geo.size;
    if size < 2 || 2 * size > n {
        return;
    }
    for_each_line_base(board, size, |digit, base, base_cands, cover_kind| {
        let met: Vec<House> = geo
            .houses_of_kinds(&[cover_kind])
            .filter(|&h| base_cands.intersects(geo.house(h)))
            .collect();
        if met.len() <= size || met.len() > size + MAX_KRAKEN_FINS {
            return;
        }
        for_each_combination(&met, size, |cover| {
            if let Some((a, _)) = finned_basic_fish(board, digit, base, cover) {
                visit(digit, base, cover, &a);
            }
        });
    });
}

/// Kraken fish of `size` base lines (2..=n/2): at most [`MAX_FOUND`], each
/// productive, one per conclusion (the one whose chains are shortest; the
/// first found among equals), shortest first.
///
/// Plain loops: every finned fish (`for_each_finned_fish`); for type 1,
/// every target the plain finned rule misses, asked of the predicate; for
/// type 2, every cover house in turn: what each of its cases leads to
/// ([`implications`]), and every fact they all lead to, asked of the
/// predicate. The solver uses
/// [`find_kraken_fish_fast`](super::kraken_search::find_kraken_fish_fast), which returns
/// the same list (a test proves it on many positions).
pub fn find_kraken_fish(board: &Board, size: usize) -> Vec<KrakenFish> {
    let geo = board.geometry();
    let mut found: Vec<(usize, Fact, KrakenFish)> = Vec::new();
    let mut keep = |k: Option<KrakenFish>| {
        if let Some(k) = k {
            found.push((k.chain_size(), k.conclusion, k));
        }
    };
    for_each_finned_fish(board, size, |digit, base, cover, a| {
        for x in a.targets - a.eliminations(geo) {
            let target = Fact::new(x, digit, false);
            keep(is_kraken_fish(
                board,
                digit,
                base,
                cover,
                KrakenType::One,
                target,
            ));
        }
        for &h in cover {
            let kraken = KrakenType::Two { cover: h };
            let Some(premises) = cases(board, a, cover, kraken) else {
                continue;
            };
            // The facts every case leads to, in the first case's order (a
            // case that breaks down makes none).
            let mut common: Option<Vec<Fact>> = None;
            for &c in &premises {
                let facts: Vec<Fact> = match implications(board, Fact::new(c, digit, true), false) {
                    Some(p) if p.contradiction.is_none() => {
                        p.branch.implications.iter().map(|i| i.fact).collect()
                    }
                    _ => Vec::new(),
                };
                common = Some(match common {
                    None => facts,
                    Some(before) => before.into_iter().filter(|f| facts.contains(f)).collect(),
                });
            }
            for fact in common.unwrap_or_default() {
                keep(is_kraken_fish(board, digit, base, cover, kraken, fact));
            }
        }
    });
    shortest_per_conclusion(found, MAX_FOUND)
}

/// One item per conclusion, the cheapest (the first among equals), the
/// cheapest first (placements first among equals), at most `limit`
/// ([`MAX_FOUND`] for the finders).
pub(super) fn shortest_per_conclusion<T>(found: Vec<(usize, Fact, T)>, limit: usize) -> Vec<T> {
    let mut best: Vec<(usize, Fact, T)> = Vec::new();
    for (cost, fact, item) in found {
        match best.iter_mut().find(|(_, f, _)| *f == fact) {
            Some(b) if b.0 <= cost => {}
            Some(b) => *b = (cost, fact, item),
            None => best.push((cost, fact, item)),
        }
    }
    best.sort_by_key(|(c, f, _)| (*c, !f.truth, f.cell, f.digit));
    best.truncate(limit);
    best.into_iter().map(|(_, _, item)| item).collect()
}

/// The candidate the kraken fish removes, if its conclusion is a removal
/// still open.
pub fn kraken_fish_eliminations(board: &Board, k: &KrakenFish) -> Vec<Candidate> {
    let c = k.conclusion;
    if !c.truth && board.has_candidate(c.cell, c.digit) {
        vec![c.candidate()]
    } else {
        Vec::new()
    }
}

/// The digit the kraken fish places (type 2 may conclude a placement).
pub fn kraken_fish_placements(board: &Board, k: &KrakenFish) -> Vec<Candidate> {
    let c = k.conclusion;
    if c.truth && board.value(c.cell).is_none() && board.has_candidate(c.cell, c.digit) {
        vec![c.candidate()]
    } else {
        Vec::new()
    }
}

impl KrakenFish {
    /// The name, e.g. `Kraken Swordfish`.
    pub fn name(&self) -> String {
        let fish = FISH_NAMES.get(self.fish.size).copied().unwrap_or("Fish");
        format!("Kraken {fish}")
    }
    /// The number of facts in the chains (the explanation's size).
    pub fn chain_size(&self) -> usize {
        self.branches.iter().map(|b| b.implications.len()).sum()
    }
    /// The base candidates inside the cover house of a type 2 (its cases
    /// besides the fins); empty for type 1.
    pub fn cover_cases(&self) -> Vec<Cell> {
        self.branches
            .iter()
            .map(|b| b.premise.cell)
            .filter(|c| !self.fish.fins.contains(c))
            .collect()
    }
}

impl Pattern for KrakenFish {
    fn strategy(&self) -> &'static str {
        match self.fish.size {
            2 => KRAKEN_X_WING.id,
            3 => KRAKEN_SWORDFISH.id,
            _ => KRAKEN_JELLYFISH.id,
        }
    }

    /// The fish as a fish is drawn (base and cover houses, its candidates,
    /// the fins), the cases of a type 2 as cells, and each chain as a
    /// forcing chain is drawn: facts made true in colour A, made false in
    /// colour B, a link from each fact to the next.
    fn highlights(&self, board: &Board) -> Highlights {
        let mut h = self.fish.highlights(board);
        for c in self.cover_cases() {
            h.cell(c, Role::Pattern);
        }
        for b in &self.branches {
            for imp in b.implications.iter().skip(1) {
                let role = if imp.fact.truth {
                    Role::ColorA
                } else {
                    Role::ColorB
                };
                h.candidate(imp.fact.cell, imp.fact.digit, role);
            }
            for imp in &b.implications {
                for &p in &imp.parents {
                    let from = b.implications[p].fact.candidate();
                    h.link(from, imp.fact.candidate(), imp.fact.truth);
                }
            }
        }
        h.name(Mark::Candidate(Role::Fin), Label::FinsACaseEach)
            .name(Mark::Candidate(Role::ColorA), Label::ThenTrue)
            .name(Mark::Candidate(Role::ColorB), Label::ThenFalse)
            .name(Mark::Link { strong: true }, Label::MakesTrue)
            .name(Mark::Link { strong: false }, Label::MakesFalse);
        if let KrakenType::Two { cover } = self.kraken {
            h.name(Mark::Cell(Role::Pattern), Label::ACaseEach(cover));
        }
        h
    }

    fn says(&self) -> Option<Says> {
        let f = &self.fish;
        Some(Says::Chains(ChainSays::Kraken {
            name: self.name(),
            fish_name: f.name(),
            kraken_type: self.kraken.number(),
            digit: f.digit,
            size: f.size,
            sashimi: f.kind == FishKind::Sashimi,
            base: f.base_houses.clone(),
            cover: f.cover_houses.clone(),
            fins: f.fins.clone(),
            cover_house: match self.kraken {
                KrakenType::One => None,
                KrakenType::Two { cover } => Some((cover, self.cover_cases())),
            },
            premises: self.branches.iter().map(|b| b.premise.cell).collect(),
            branches: self.branches.iter().map(forcing_says::branch).collect(),
            conclusion: forcing_says::fact(&self.conclusion),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::super::kraken_search::find_kraken_fish_fast;
    use super::*;
    use crate::lang::Explain;
    use crate::strategies::fish::is_fish;
    use crate::test_util::eliminations_text;
    use crate::text::cells_text;

    /// magictour top1465, puzzles 1 and 2 (../shared/puzzles).
    const TOP1465_1: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    const TOP1465_2: &str =
        "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";

    /// magictour top1465, puzzles 67 and 280.
    const TOP1465_67: &str =
        "....3...27..4......3.....9..6..2....8.....7........1..4..7.1......6...35.....8...";
    const TOP1465_280: &str =
        "1...5.......2.1.....3.7..6.........962......7.8593.....3..6..8..7....1..5....4.7.";

    /// The position reached from `line` where the default solver needs a
    /// forcing chain next (every strategy below 500 is stuck).
    fn stuck(line: &str) -> Board {
        crate::test_util::before_forcing(line)
    }

    fn conclusions(found: &[KrakenFish]) -> Vec<String> {
        found.iter().map(|k| k.conclusion.to_string()).collect()
    }

    #[test]
    fn type_1_kraken_swordfish() {
        let b = stuck(TOP1465_2);
        let found = find_kraken_fish(&b, 3);
        assert_eq!(conclusions(&found), ["r9c2<>2"]);
        let k = &found[0];
        assert_eq!(k.kraken, KrakenType::One);
        assert_eq!(k.fish.kind, FishKind::Finned);
        assert_eq!(
            eliminations_text(&kraken_fish_eliminations(&b, k)),
            ["r9c2<>2"]
        );
        assert!(kraken_fish_placements(&b, k).is_empty());
        assert_eq!(
            k.explain(),
            "Kraken Swordfish (type 1) on 2: Finned Swordfish columns 1, 5 and 7 / rows 6, 7 \
             and 9 with the fins r3c7 and r8c1. If no fin is 2, the fish stands and rows 6, 7 \
             and 9 get their 2 from columns 1, 5 and 7, so r9c2 is not 2; if a fin is 2: \
             r3c7=2 => r1c9<>2 => r1c2=2 => r9c2<>2; r8c1=2 => r9c2<>2: every case gives \
             r9c2<>2"
        );
        // The plain finned fish removes nothing: r9c2 sees the fin r8c1 but
        // not r3c7, and no other target sees both.
        let (base, cover) = (
            [House::column(0), House::column(4), House::column(6)],
            [House::row(5), House::row(6), House::row(8)],
        );
        assert!(is_fish(&b, 2, &base, &cover).is_none());
        // The predicate says the same; as a type 2 the same removal is
        // refused (a target of the fish is type 1's).
        let r9c2 = Fact::new(Cell::new(8, 1), 2, false);
        let one = is_kraken_fish(&b, 2, &base, &cover, KrakenType::One, r9c2);
        assert_eq!(one.as_ref(), Some(k));
        let row9 = KrakenType::Two {
            cover: House::row(8),
        };
        assert!(is_kraken_fish(&b, 2, &base, &cover, row9, r9c2).is_none());
        // SE: a swordfish is no rule of SE's "+" chains: nested, 9.5; the
        // six facts of the chains are a length of 4, no bonus.
        assert_eq!(crate::rating::se::kraken_tenths(k), 95);
        assert_eq!(crate::rating::hodoku::step_score(k.strategy()), 500);
    }

    #[test]
    fn type_1_kraken_x_wing() {
        let b = stuck(TOP1465_280);
        let found = find_kraken_fish(&b, 2);
        assert_eq!(conclusions(&found), ["r3c7<>9"]);
        assert_eq!(
            found[0].explain(),
            "Kraken X-Wing (type 1) on 9: Finned X-Wing rows 1 and 9 / columns 2 and 7 with \
             the fins r1c8 and r9c5. If no fin is 9, the fish stands and columns 2 and 7 get \
             their 9 from rows 1 and 9, so r3c7 is not 9; if a fin is 9: r1c8=9 => r3c7<>9; \
             r9c5=9 => r2c5<>9 => r3c6=9 => r3c7<>9: every case gives r3c7<>9"
        );
        // The branches as data: one per fin, premise first, conclusion last.
        let k = &found[0];
        assert_eq!(k.branches.len(), 2);
        // SE: the X-Wing is one of the rules of SE's "+" chains: 9.0.
        assert_eq!(crate::rating::se::kraken_tenths(k), 90);
        for (b, &fin) in k.branches.iter().zip(&k.fish.fins) {
            assert_eq!(b.premise, Fact::new(fin, 9, true));
            assert_eq!(b.implications.last().unwrap().fact, k.conclusion);
        }
    }

    #[test]
    fn type_2_kraken_x_wing() {
        let b = stuck(TOP1465_1);
        let found = find_kraken_fish(&b, 2);
        assert_eq!(conclusions(&found), ["r5c4<>3", "r5c4<>7"]);
        let k = &found[0];
        let row2 = House::row(1);
        assert_eq!(k.kraken, KrakenType::Two { cover: row2 });
        assert_eq!(k.fish.kind, FishKind::Sashimi);
        assert_eq!(cells_text(k.cover_cases()), "r2c9");
        assert_eq!(
            k.explain(),
            "Kraken X-Wing (type 2) on 9: Sashimi X-Wing columns 4 and 9 / rows 1 and 2 with \
             the fins r3c4 and r5c4. If no fin is 9, the fish stands and row 2 gets its 9 from \
             r2c9: so one of r3c4, r5c4 and r2c9 is 9: r3c4=9 => r3c4<>4 => r5c4=4 => \
             r5c4<>3; r5c4=9 => r5c4<>3; r2c9=9 => r2c9<>4 => r2c6=4 => r3c4<>4 => r5c4=4 => \
             r5c4<>3: every case gives r5c4<>3"
        );
        // The other cover house, row 1, gives nothing here.
        let row1 = KrakenType::Two {
            cover: House::row(0),
        };
        let base = [House::column(3), House::column(8)];
        assert!(is_kraken_fish(
            &b,
            9,
            &base,
            &[House::row(0), House::row(1)],
            row1,
            k.conclusion
        )
        .is_none());
        assert!(is_kraken_fish(
            &b,
            9,
            &base,
            &[House::row(0), House::row(1)],
            k.kraken,
            k.conclusion
        )
        .is_some());
    }

    #[test]
    fn type_2_may_place_a_digit() {
        let b = stuck(TOP1465_67);
        let found = find_kraken_fish(&b, 2);
        let placing: Vec<&KrakenFish> = found.iter().filter(|k| k.conclusion.truth).collect();
        // All from one Sashimi X-Wing on 1 (columns 2 and 5 / rows 1 and 5,
        // fins r3c5 and r8c2, cover row 1), shortest chains first.
        assert_eq!(
            conclusions(&found),
            [
                "r3c5<>6", "r3c5<>8", "r6c3<>7", "r6c6<>7", "r2c5=8", "r2c5<>6", "r5c6<>6",
                "r6c6<>6", "r8c2<>8", "r8c2<>9", "r2c2<>8", "r2c3<>8", "r2c7<>8", "r2c8<>8",
                "r2c9<>8"
            ]
        );
        assert!(found
            .iter()
            .all(|k| k.fish.digit == 1 && k.fish.fins.len() == 2));
        assert_eq!(placing.len(), 1);
        let k = placing[0];
        assert_eq!(
            kraken_fish_placements(&b, k)
                .iter()
                .map(|c| format!("{c:#}"))
                .collect::<Vec<_>>(),
            ["r2c5=8"]
        );
        assert!(kraken_fish_eliminations(&b, k).is_empty());
    }

    #[test]
    fn the_predicate_refuses_what_is_no_kraken_fish() {
        let b = stuck(TOP1465_2);
        let (base, cover) = (
            [House::column(0), House::column(4), House::column(6)],
            [House::row(5), House::row(6), House::row(8)],
        );
        let r9c2 = Fact::new(Cell::new(8, 1), 2, false);
        let yes = |base: &[House], cover: &[House], f: Fact| {
            is_kraken_fish(&b, 2, base, cover, KrakenType::One, f).is_some()
        };
        assert!(yes(&base, &cover, r9c2));
        // Another digit, another conclusion, a placement, a base cell.
        assert!(is_kraken_fish(&b, 3, &base, &cover, KrakenType::One, r9c2).is_none());
        assert!(!yes(&base, &cover, Fact::new(Cell::new(8, 1), 2, true)));
        assert!(!yes(&base, &cover, Fact::new(Cell::new(8, 1), 5, false)));
        // Houses: sizes that differ, boxes, repeats, too few or too many.
        // (A house off the board cannot be made: `House` checks its number.)
        assert!(!yes(&base, &cover[..2], r9c2));
        assert!(!yes(
            &[House::column(0), House::column(4), House::of_box(0)],
            &cover,
            r9c2
        ));
        assert!(!yes(
            &[House::column(0), House::column(0), House::column(6)],
            &cover,
            r9c2
        ));
        assert!(!yes(&[House::column(0)], &[House::row(5)], r9c2));
        let five: Vec<House> = (0..5).map(House::column).collect();
        let rows: Vec<House> = (0..5).map(House::row).collect();
        assert!(!yes(&five, &rows, r9c2));
        // Type 2 with a house that is not a cover.
        let row1 = KrakenType::Two {
            cover: House::row(0),
        };
        let any = Fact::new(Cell::new(8, 1), 5, false);
        assert!(is_kraken_fish(&b, 2, &base, &cover, row1, any).is_none());
        // An empty board has no fins at all.
        let empty = crate::test_util::board(&".".repeat(81));
        assert!(find_kraken_fish(&empty, 2).is_empty());
        assert!(is_kraken_fish(&empty, 2, &base, &cover, KrakenType::One, r9c2).is_none());
        // Sizes out of range find nothing.
        assert!(find_kraken_fish(&b, 1).is_empty());
        assert!(find_kraken_fish(&b, 5).is_empty());
    }

    /// On the walkthrough positions of every 100th top1465 puzzle (default
    /// solver; every 200th in CI's run, every 4th position of every 400th in
    /// a quick one: 68 ms a position) and the
    /// stuck positions of the tests' puzzles: the fast search returns the
    /// plain finder's list; every instance is what the
    /// predicate says about its own houses and conclusion, its branches start at its cases and end at its
    /// conclusion, conclusions are distinct and the list is shortest
    /// first, and no conclusion contradicts the solution.
    #[test]
    fn every_instance_is_the_predicates_and_sound() {
        let mut boards: Vec<Board> = [TOP1465_1, TOP1465_2, TOP1465_67, TOP1465_280]
            .iter()
            .map(|l| stuck(l))
            .collect();
        match crate::test_util::walkthrough_boards("magictour_top1465.txt", 100) {
            Some(walks) => {
                let every = crate::test_util::by_depth(4, 1, 1);
                boards.extend(walks.into_iter().flatten().step_by(every))
            }
            None => println!("skipping the top1465 walkthroughs: ../shared is absent"),
        }
        let mut seen = [0usize; 2];
        for b in &boards {
            let Some(solution) = crate::brute::solve(b) else {
                continue;
            };
            for size in 2..=4 {
                let found = find_kraken_fish_fast(b, size);
                assert_eq!(found, find_kraken_fish(b, size), "size {size} on {b:?}");
                let sizes: Vec<usize> = found.iter().map(|k| k.chain_size()).collect();
                assert!(sizes.windows(2).all(|w| w[0] <= w[1]));
                for (i, k) in found.iter().enumerate() {
                    assert!(found[..i].iter().all(|o| o.conclusion != k.conclusion));
                    let (base, cover) = (&k.fish.base_houses, &k.fish.cover_houses);
                    let again =
                        is_kraken_fish(b, k.fish.digit, base, cover, k.kraken, k.conclusion);
                    assert_eq!(again.as_ref(), Some(k));
                    let cases: Vec<Cell> =
                        k.fish.fins.iter().copied().chain(k.cover_cases()).collect();
                    for (br, &c) in k.branches.iter().zip(&cases) {
                        assert_eq!(br.premise, Fact::new(c, k.fish.digit, true));
                        assert_eq!(br.implications.last().unwrap().fact, k.conclusion);
                    }
                    let c = k.conclusion;
                    let at = solution[c.cell.row() * 9 + c.cell.col()];
                    assert_eq!(at == c.digit, c.truth, "unsound: {}", k.explain());
                    seen[k.kraken.number() as usize - 1] += 1;
                }
            }
        }
        println!(
            "{} positions: {} of type 1, {} of type 2",
            boards.len(),
            seen[0],
            seen[1]
        );
        assert!(seen[0] > 0 && seen[1] > 0);
    }
}
