//! What the chain strategies' tests share: puzzles with their solutions,
//! and a check that every chain found is accepted by [`is_chain`] and sound.

use super::{chain_eliminations, chain_placements, is_chain, Chain};
use crate::grid::{Board, Cell};

/// Sudoku Exchange bank, sx_hard #1, #2, #3, #5, #6, #10, #26 (puzzle,
/// solution).
pub const SX_HARD_1: (&str, &str) = (
    ".8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5.",
    "389251467576948132142367589821694375934715826765823941258136794493572618617489253",
);
pub const SX_HARD_2: (&str, &str) = (
    "6...5...7.3........8.4.92...153.......8...3.......759...95.1.3........8.2...7...4",
    "692853147134726859587419263915382476478695321326147598849561732761234985253978614",
);
pub const SX_HARD_3: (&str, &str) = (
    "21.95...4.9..6..37...7...........3.892.....158.5...........2...68..1..4.1...47.96",
    "217953864598264137346781952761495328924378615835126479479632581682519743153847296",
);
pub const SX_HARD_5: (&str, &str) = (
    "....5.......2.6....64...39..45...81.....2.......1.7....53...98..9.8.4.6.1...3...4",
    "921453678378296145564781392245369817617528439839147256453672981792814563186935724",
);
pub const SX_HARD_6: (&str, &str) = (
    "1.85..4.6....7.9..53...4..7..1.6...8.9.4.8.7.8...5.6..7..1...69..6.8....9.4..62.5",
    "178593426462871953539624187341267598695418372827359641753142869216985734984736215",
);
pub const SX_HARD_10: (&str, &str) = (
    "9..8.1..5...6.7...87.....6949.....57.8.....2....375....4.....7...8.6.9..1.9...6.3",
    "964821735235697481871534269493286157587149326612375894346912578758463912129758643",
);
pub const SX_HARD_26: (&str, &str) = (
    ".9......6..689....2.37.6.9.1...2.....549.832.....7...4.2.6.78.9....356..3......5.",
    "897153246546892173213746598189324765754968321632571984425617839978435612361289457",
);

/// The chains in Eureka notation with their effects.
pub fn texts(board: &Board, chains: &[Chain]) -> Vec<String> {
    chains.iter().map(|c| c.eureka_with(board)).collect()
}

/// Finds chains on the position after singles of `puzzle`, checks them
/// (predicate, soundness against the solution) and returns their texts.
pub fn run(puzzle: (&str, &str), find: fn(&Board) -> Vec<Chain>) -> (Board, Vec<String>) {
    let b = crate::test_util::after_singles(puzzle.0);
    let found = find(&b);
    check_chains(&b, &found, Some(puzzle.1));
    let t = texts(&b, &found);
    (b, t)
}

/// Every chain is accepted by the predicate, and its effects are sound
/// for the given solution.
pub fn check_chains(board: &Board, chains: &[Chain], solution: Option<&str>) {
    for c in chains {
        assert!(
            is_chain(board, c.kind, &c.nodes, &c.links).is_some(),
            "predicate rejects {:?} {}",
            c.kind,
            c.eureka()
        );
        if let Some(sol) = solution {
            let digit_at = |cell: Cell| sol.as_bytes()[cell.row() * 9 + cell.col()] - b'0';
            for e in chain_eliminations(board, c) {
                assert_ne!(
                    digit_at(e.cell),
                    e.digit,
                    "{} removes the solution",
                    c.eureka()
                );
            }
            for p in chain_placements(board, c) {
                assert_eq!(digit_at(p.cell), p.digit, "{} places wrongly", c.eureka());
            }
        }
    }
}
