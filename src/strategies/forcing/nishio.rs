//! # Nishio forcing chain: try a digit, follow only that digit
//!
//! Put a 5 in a cell, in your head, and follow *only the 5s*: the 5 leaves
//! the cell's row, column and box; a house left with one place for 5 gets
//! its 5 there, and that 5 leaves its own houses in turn. If the 5s run
//! into trouble (a house with no place left for 5, two 5s in one house, or
//! a cell whose last candidate was that 5), the first 5 was wrong: the cell
//! is not 5. Nothing but the one digit is looked at, so the whole trial
//! fits in one colour of pencil.
//!
//! The board below is magictour top1465 #77 before step 47 of its default
//! walkthrough (`puzzles/fish-examples.txt`, its first board), seen through
//! its 8s only:
//!
//! ```text
//!   . . . | . . . | . . .     P  r4c9=8 assumed: the 8 leaves row 4,
//!   . . . | . . . | . . .        column 9 and box 6 (-)
//!   . . . | . . . | . . .     A  box 5 has one place left for 8 (r4c5
//!   ------+-------+------        went): r6c4=8
//!   - - . | . - . | . . P     B  row 5 has one place left (r5c7 and
//!   B . . | . . . | - . -        r5c9 went): r5c1=8
//!   . b . | A . . | - . .     a  A's 8 leaves column 4 and row 6
//!   ------+-------+------     b  B's 8 leaves column 1 and box 4
//!   . . . | . 8 . | . . -
//!   b . . | a . . | . . -     row 8: r8c1 (b), r8c4 (a), r8c9 (-) are
//!   b 8 . | . 8 . | . . .     gone, no place left for 8: r4c9<>8
//! ```
//!
//! Written as a branch: `r4c9=8 => r4c5<>8, r5c7<>8, r5c9<>8, r8c9<>8 =>
//! r6c4=8, r5c1=8 => r8c4<>8, r8c1<>8: row 8 has no place left for 8`.
//!
//! **Why it is sound.** Each fact follows from the ones before it by the
//! rules of Sudoku alone: a digit once in each house, and a house's digit
//! must go somewhere. So if r4c9 were 8, row 8 would have no 8, which no
//! solution allows: r4c9 is not 8. The rows, columns and boxes of one digit
//! are enough for the argument, which is why the other digits can be left
//! out.
//!
//! **Dynamic.** The single B rests on two removed places at once (r5c7 and
//! r5c9): Sudoku Explainer's Nishio chains are *dynamic*, a house gets its
//! digit whenever one place is left, however many went before. (A plain
//! forcing chain, `forcing-chain-contradiction`, uses a single only where
//! it rests on one fact, a strong link; on this board its one
//! contradiction is a 22-fact branch through seven digits, from r8c3=7.)
//!
//! **Where it sits.** Every X-Wing, skyscraper or X-chain elimination (strong
//! links on one digit) is also a Nishio contradiction; the solver tries
//! those first. A Swordfish's need not be: three rows left with places in
//! two columns is a contradiction no single shows. A candidate that a Nishio chain removes is in
//! no template of its digit (`template-delete` removes it too: a template
//! through r4c9 would obey every fact of the branch and would have an 8 in
//! row 8); here `template-delete` removes r4c9<>8 and nothing else.
//! Nishio is the trial a solver can do in its head; templates are the
//! exhaustive count.
//!
//! **The pattern** is an ordinary contradiction [`Forcing`] (one branch,
//! every fact on the digit, drawn and printed like a forcing chain's), in
//! [`NishioForcingChain`], which gives it its own strategy id,
//! `nishio-forcing-chain`. [`nishio_breaks`] is the rule as plain loops;
//! [`is_nishio_forcing_chain`] records the branch with the forcing engine
//! in its one-digit mode (`engine.rs`); the solver's search is in
//! `nishio_search.rs` (proven to agree with [`nishio_breaks`] by a test).
//!
//! (Sudoku Explainer's "Nishio Forcing Chains", Nicolas Juillerat,
//! 2006-2007, rated 7.5 plus SE's length rule; the technique is named after
//! Tetsuya Nishio. The code and wording are this project's own.)

use super::engine::Engine;
use super::search::contradiction_of;
use super::{forcing_eliminations, says, Fact, Forcing};
use crate::grid::{Board, Candidate, Cell, CellSet, House};
use crate::lang::says::{ChainSays, Says};
use crate::step::{Highlights, Pattern};
use crate::strategies::common::{strategy, Listing};
use crate::strategies::decl::{Decl, Family, Level, Se};
use serde::Serialize;

/// The Nishio Forcing Chain's declaration: id, family, HoDoKu score and level, SE rule.
pub const NISHIO_FORCING_CHAIN: Decl = Decl::new(
    "nishio-forcing-chain",
    "Nishio Forcing Chain",
    "西尾フォーシングチェーン",
    Family::Forcing,
    500,
    Level::Extreme,
    Se::Nishio,
);

/// A Nishio forcing chain: assuming `digit` in the premise's cell and
/// following only `digit` breaks the position. `forcing` is an ordinary
/// forcing-chain contradiction whose facts are all on `digit` (hidden
/// singles may rest on several removed places).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NishioForcingChain {
    pub digit: u8,
    pub forcing: Forcing,
}

impl NishioForcingChain {
    /// The assumption that breaks (`r1c1=5`).
    pub fn premise(&self) -> Fact {
        self.forcing.conclusion.negated()
    }
    /// The number of facts the contradiction rests on, premise included.
    pub fn size(&self) -> usize {
        self.forcing.size()
    }
}

/// The rule in plain loops: does putting `digit` in `cell` break the
/// position when only `digit` is followed? `false` when `cell` does not
/// hold `digit` as a candidate.
pub fn nishio_breaks(board: &Board, cell: Cell, digit: u8) -> bool {
    let geo = board.geometry();
    if !geo.contains(cell) || !board.has_candidate(cell, digit) {
        return false;
    }
    // Where `digit` may still go (a cell it is put in stays here), where it
    // has been put, and the cells whose peers it has not yet left.
    let mut places = board.digit_cells(digit);
    let mut placed = CellSet::single(cell);
    let mut to_follow = vec![cell];
    while let Some(from) = to_follow.pop() {
        for peer in geo.peers(from) & places {
            if placed.contains(peer) {
                return true; // `digit` twice in a house
            }
            places.remove(peer);
            if board.candidates(peer).len() == 1 {
                return true; // the peer has no candidate left
            }
            for house in geo.houses_of(peer) {
                if given_in(board, house, digit) {
                    continue;
                }
                let left = places & geo.house(house);
                match left.first() {
                    None => return true, // no place left for `digit` in the house
                    Some(only) if left.len() == 1 && !placed.contains(only) => {
                        placed.insert(only); // a hidden single
                        to_follow.push(only);
                    }
                    _ => {}
                }
            }
        }
    }
    false
}

/// Whether `digit` is already placed in house `h` of the board.
fn given_in(board: &Board, h: House, digit: u8) -> bool {
    let geo = board.geometry();
    geo.house_cells(h)
        .iter()
        .any(|&c| board.value(c) == Some(digit))
}

/// The pattern of one breaking premise, with its reasons recorded by the
/// engine (the one the solver's search in `nishio_search.rs` also uses).
pub(crate) fn nishio_of(engine: &mut Engine, cell: Cell, digit: u8) -> Option<NishioForcingChain> {
    let forcing = contradiction_of(engine, Fact::new(cell, digit, true))?;
    Some(NishioForcingChain { digit, forcing })
}

/// The predicate: the Nishio forcing chain that starts from `cell` holding
/// `digit`, with every fact the contradiction rests on, if that premise
/// breaks.
pub fn is_nishio_forcing_chain(board: &Board, cell: Cell, digit: u8) -> Option<NishioForcingChain> {
    let mut engine = Engine::one_digit(board);
    nishio_of(&mut engine, cell, digit)
}

/// Every Nishio forcing chain of the board, one per premise that breaks,
/// the smallest first (ties in reading order of the premise). The premises
/// are tried with [`nishio_breaks`]; each one that breaks is explained by
/// the engine (the solver's search, `nishio_search.rs`, uses the engine
/// alone: a test proves the two agree).
pub fn find_nishio_forcing_chains(board: &Board) -> Vec<NishioForcingChain> {
    let mut engine = Engine::one_digit(board);
    let mut found = Vec::new();
    for c in board.all_candidates() {
        if nishio_breaks(board, c.cell, c.digit) {
            found.extend(nishio_of(&mut engine, c.cell, c.digit));
        }
    }
    found.sort_by_key(NishioForcingChain::size);
    found
}

/// The candidate a Nishio chain removes: its premise.
pub fn nishio_forcing_chain_eliminations(board: &Board, n: &NishioForcingChain) -> Vec<Candidate> {
    forcing_eliminations(board, &n.forcing)
}

/// The strategy id.
pub const ID: &str = NISHIO_FORCING_CHAIN.id;

impl Pattern for NishioForcingChain {
    fn strategy(&self) -> &'static str {
        ID
    }

    /// As a forcing chain draws it: the premise's cell, facts made true and
    /// false (all on the one digit), a link from each fact to what it makes
    /// true or false, and the cell or house that breaks down.
    fn highlights(&self, board: &Board) -> Highlights {
        self.forcing.highlights(board)
    }

    fn says(&self) -> Option<Says> {
        Some(Says::Chains(ChainSays::Nishio {
            digit: self.digit,
            forcing: says::forcing(&self.forcing),
            clash: self
                .forcing
                .contradiction
                .as_ref()
                .map(|c| says::clash(&c.clash)),
        }))
    }
}

strategy!(
    /// Nishio forcing chains (Sudoku Explainer's), as a strategy.
    NishioForcingChains: NishioForcingChain = find_nishio_forcing_chains,
    eliminates nishio_forcing_chain_eliminations,
    listing = Listing::Productive
);

#[cfg(test)]
mod tests {
    use super::super::nishio_search::{breaking_premises, first_contradiction};
    use super::super::{Clash, Rule};
    use super::*;
    use crate::lang::Explain;
    use crate::solver::Solver;
    use crate::strategies::{Caches, REGISTRY};
    use crate::test_util::{self, cell, eliminations_text};

    /// Board `k` (from 0) of `puzzles/fish-examples.txt`: positions of the
    /// default walkthroughs of magictour top1465 puzzles where a forcing
    /// chain is needed next (the file's comments give each one's origin).
    fn fish_example(k: usize) -> Board {
        let text = include_str!("../../../puzzles/fish-examples.txt");
        let line = text.lines().filter(|l| !l.starts_with('#')).nth(k);
        crate::formats::parse_board(line.expect("four boards")).expect("a board")
    }

    fn premises(found: &[NishioForcingChain]) -> Vec<String> {
        found.iter().map(|n| n.premise().to_string()).collect()
    }

    #[test]
    fn the_lessons_example() {
        // top1465 #77 before step 47 (the module doc's diagram).
        let b = fish_example(0);
        let found = find_nishio_forcing_chains(&b);
        assert_eq!(premises(&found), ["r4c9=8"]);
        let n = &found[0];
        assert_eq!(n.digit, 8);
        assert_eq!(n.size(), 9);
        assert_eq!(
            n.explain(),
            "Nishio Forcing Chain (following only the 8s): r4c9=8 => r4c5<>8, r5c7<>8, \
             r5c9<>8, r8c9<>8 => r6c4=8, r5c1=8 => r8c4<>8, r8c1<>8: row 8 has no place \
             left for 8, a contradiction"
        );
        assert_eq!(
            eliminations_text(&nishio_forcing_chain_eliminations(&b, n)),
            ["r4c9<>8"]
        );
        assert_eq!(n.strategy(), "nishio-forcing-chain");
        // Every fact is on the 8s; r5c1=8 is a dynamic single: row 5 lost
        // two places (r5c7, r5c9), both its parents.
        let branch = &n.forcing.branches[0];
        assert!(branch.implications.iter().all(|i| i.fact.digit == 8));
        let single = branch
            .implications
            .iter()
            .find(|i| i.fact == Fact::new(cell("r5c1"), 8, true))
            .expect("r5c1=8");
        assert_eq!(single.rule, Rule::HiddenSingle);
        let parents: Vec<String> = single
            .parents
            .iter()
            .map(|&p| branch.implications[p].fact.to_string())
            .collect();
        assert_eq!(parents, ["r5c7<>8", "r5c9<>8"]);
        // The predicate gives the same pattern; other premises do not break.
        assert_eq!(
            is_nishio_forcing_chain(&b, cell("r4c9"), 8).as_ref(),
            Some(n)
        );
        assert!(is_nishio_forcing_chain(&b, cell("r4c5"), 8).is_none());
        // SE: 7.5 + length (the ancestors of the three clashing facts, 11
        // in all, minus two: 9, so +0.3).
        let step = first_contradiction(&b, &mut Caches::new()).expect("a step");
        assert_eq!(crate::rating::se::step_tenths(&b, &step), Some(78));
    }

    #[test]
    fn twice_in_a_house() {
        // top1465 #2 before step 9 (the file's third board): the two 2s the
        // branch places in row 7 meet.
        let b = fish_example(2);
        let found = find_nishio_forcing_chains(&b);
        assert_eq!(premises(&found), ["r9c2=2"]);
        let c = found[0].forcing.contradiction.as_ref().expect("a clash");
        assert_eq!(
            c.clash,
            Clash::BothWays {
                cell: cell("r7c5"),
                digit: 2
            }
        );
        assert!(found[0]
            .explain()
            .ends_with("=> r7c7=2, r7c5=2 => r7c5<>2: r7c5 would be 2 and not 2, a contradiction"));
    }

    #[test]
    fn several_on_one_board_smallest_first() {
        // top1465 #695 before step 30 (the file's fourth board): four
        // premises on the 1s break.
        let b = fish_example(3);
        let found = find_nishio_forcing_chains(&b);
        assert_eq!(premises(&found), ["r1c7=1", "r2c2=1", "r7c1=1", "r1c9=1"]);
        let sizes: Vec<usize> = found.iter().map(NishioForcingChain::size).collect();
        assert_eq!(sizes, [13, 14, 14, 16]);
    }

    /// The strategies the default solver tries before the forcing ones.
    fn easier_ids() -> Vec<&'static str> {
        REGISTRY
            .iter()
            .filter(|s| s.difficulty < 500)
            .filter(|s| crate::solver::left_out_by_default(s.id).is_none())
            .map(|s| s.id)
            .collect()
    }

    #[test]
    fn norvig_top95_puzzle_22() {
        // norvig top95, puzzle 22: the strategies before the forcing ones
        // get stuck after 13 steps (singles, locked candidates, a
        // VWXYZ-Wing, a Sue de Coq); the default solver's step 14 is this.
        let line =
            "..247..58..............1.4.....2...9528.9.4....9...1.........3.3....75..685..2...";
        let solver = Solver::with(&easier_ids()).expect("known ids");
        let w = solver.solve(&test_util::board(line));
        assert_eq!(w.steps.len(), 13);
        let b = w.end;
        let found = find_nishio_forcing_chains(&b);
        assert_eq!(
            premises(&found),
            ["r4c7=3", "r4c7=6", "r5c6=3", "r6c2=3", "r2c9=3", "r3c9=3"]
        );
        assert_eq!(
            found[0].explain(),
            "Nishio Forcing Chain (following only the 3s): r4c7=3 => r1c7<>3, r4c2<>3, \
             r4c3<>3, r5c9<>3 => r6c2=3, r5c6=3 => r1c2<>3, r1c6<>3: row 1 has no place \
             left for 3, a contradiction"
        );
        let step = Solver::new().next_step(&b).expect("a step");
        assert_eq!(step.strategy, "nishio-forcing-chain");
        assert_eq!(eliminations_text(&step.eliminations), ["r4c7<>3"]);
    }

    #[test]
    fn a_cell_left_empty() {
        // Hand-made: row 1 holds 1 to 8, so r1c9 can only be 9; a 9 in
        // r2c7 (same box) leaves it nothing.
        let b = test_util::board(&format!("12345678.{}", ".".repeat(72)));
        assert!(nishio_breaks(&b, cell("r2c7"), 9));
        let n = is_nishio_forcing_chain(&b, cell("r2c7"), 9).expect("breaks");
        assert_eq!(
            n.forcing.contradiction.as_ref().map(|c| c.clash),
            Some(Clash::CellEmpty { cell: cell("r1c9") })
        );
        assert_eq!(
            n.explain(),
            "Nishio Forcing Chain (following only the 9s): r2c7=9 => r1c9<>9: r1c9 has \
             no candidate left, a contradiction"
        );
        // A 9 elsewhere in row 2, outside box 3, leaves r1c9 alone.
        assert!(!nishio_breaks(&b, cell("r2c1"), 9));
    }

    #[test]
    fn odd_input() {
        let b = fish_example(0);
        // Not a candidate, a filled cell (a cell off the 9x9 grid cannot be
        // made; hostile.rs tries cells off 4x4 and 6x6 boards).
        assert!(!nishio_breaks(&b, cell("r4c9"), 5));
        assert!(is_nishio_forcing_chain(&b, cell("r4c9"), 5).is_none());
        assert!(is_nishio_forcing_chain(&b, cell("r1c1"), 7).is_none());
        // Small and empty boards: no panic, and nothing breaks on an empty one.
        for size in [4, 6, 9] {
            let empty = Board::empty(size).expect("a size");
            assert!(find_nishio_forcing_chains(&empty).is_empty());
        }
        let mini = crate::formats::parse_board(include_str!("../../../puzzles/mini4x4-020.bas"))
            .expect("the 4x4");
        for n in find_nishio_forcing_chains(&mini) {
            assert!(!nishio_forcing_chain_eliminations(&mini, &n).is_empty());
        }
    }

    /// On `board`: the premises the plain loops say break are those the
    /// engine finds, and the solver's step (with `caches`, kept along a
    /// walkthrough) is the first of `find`. Returns the number of
    /// premises that break.
    fn agree(board: &Board, caches: &mut Caches) -> usize {
        let mut engine = Engine::one_digit(board);
        let mut by_engine = Vec::new();
        for d in 1..=board.size() as u8 {
            for (_, c) in breaking_premises(&mut engine, board, d) {
                by_engine.push(Candidate::new(c, d));
            }
        }
        by_engine.sort();
        let mut by_loops: Vec<Candidate> = board
            .all_candidates()
            .filter(|c| nishio_breaks(board, c.cell, c.digit))
            .collect();
        by_loops.sort();
        assert_eq!(by_engine, by_loops, "{}", board.to_line());
        let found = find_nishio_forcing_chains(board);
        assert_eq!(found.len(), by_loops.len());
        let first = first_contradiction(board, caches);
        let reference = found.first().map(|n| n.premise());
        let by_solver = first
            .as_ref()
            .and_then(|s| s.pattern::<NishioForcingChain>())
            .map(|n| n.premise());
        assert_eq!(by_solver, reference, "{}", board.to_line());
        if let (Some(step), Some(n)) = (&first, found.first()) {
            assert_eq!(step.pattern::<NishioForcingChain>(), Some(n));
        }
        by_loops.len()
    }

    #[test]
    fn the_engine_agrees_with_the_plain_loops() {
        // Every walkthrough position of every 4th bundled generated puzzle
        // (puzzles/generated-seed6.txt) and of the shared sets when there.
        let solver = Solver::new();
        let mut positions = 0;
        let mut breaking = 0;
        let mut check = |walk: &[Board]| {
            let mut caches = Caches::new();
            for b in walk {
                breaking += agree(b, &mut caches);
                positions += 1;
            }
        };
        let bundled = include_str!("../../../puzzles/generated-seed6.txt");
        for l in bundled.lines().filter(|l| !l.starts_with('#')).step_by(4) {
            let w = solver.solve(&test_util::board(l.trim()));
            let mut b = w.start.clone();
            let mut walk = Vec::new();
            for step in &w.steps {
                walk.push(b.clone());
                step.apply(&mut b).expect("walkthrough steps apply");
            }
            check(&walk);
        }
        for (file, every) in [("norvig_top95.txt", 5), ("magictour_top1465.txt", 60)] {
            if let Some(walks) = test_util::walkthrough_boards(file, every) {
                for walk in walks {
                    check(&walk);
                }
            }
        }
        println!("{positions} positions, {breaking} premises that break");
        assert!(positions > 1000 && breaking > 1000);
    }
}
