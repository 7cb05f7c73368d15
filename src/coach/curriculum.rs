//! One curriculum: the order a person learns the techniques in, in four
//! tiers (the names SudokuWiki's solver gives its groups: basic, tough,
//! diabolical, extreme), by Sudoku Explainer rating.
//!
//! A strategy's place is the SE rating of its usual step
//! ([`typical_tenths`]: the fixed rating, or the rule's usual shape), so the
//! order follows what SE rates harder, not HoDoKu's scores (which put the
//! uniqueness techniques below the X-Wing). The tiers cut that scale:
//!
//! | tier       | SE        | for example |
//! |------------|-----------|-------------|
//! | basic      | below 3.2 | singles, intersections, naked pair |
//! | tough      | 3.2 - 4.6 | X-Wing, hidden pair, triples, Swordfish, turbot fish, XY-Wing, XYZ-Wing, unique rectangles |
//! | diabolical | 4.7 - 6.4 | quads, Jellyfish, colouring, BUG, larger wings, finned fish, aligned pair exclusion |
//! | extreme    | 6.5 up    | chains and loops, ALS, forcing chains and nets |
//!
//! `strategies --curriculum` prints it; a level-1 hint names the tier.

use crate::rating::se::{typical_tenths, Tenths};
use crate::solver::Solver;
use crate::strategies::decl::Tier;
use crate::strategies::{self, StrategyInfo, REGISTRY};

/// Below this SE rating (tenths): basic.
const TOUGH_FROM: Tenths = 32;
/// Above the tough tier's last rating (4.6): diabolical.
const DIABOLICAL_FROM: Tenths = 47;
/// Chains (SE's cycles start at 6.5) and beyond: extreme.
const EXTREME_FROM: Tenths = 65;

/// The tier of an SE rating (in tenths).
pub fn tier_of(tenths: Tenths) -> Tier {
    match tenths {
        t if t < TOUGH_FROM => Tier::Basic,
        t if t < DIABOLICAL_FROM => Tier::Tough,
        t if t < EXTREME_FROM => Tier::Diabolical,
        _ => Tier::Extreme,
    }
}

/// A strategy's place in the curriculum.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    pub info: &'static StrategyInfo,
    /// The SE rating of its usual step, in tenths.
    pub tenths: Tenths,
    pub tier: Tier,
}

/// The lesson of strategy `id`; `None` for an unknown id or one SE does
/// not rate (brute force is not logic).
pub fn lesson(id: &str) -> Option<Lesson> {
    let info = strategies::by_id(id)?;
    let tenths = typical_tenths(info.decl.se)?;
    Some(Lesson {
        info,
        tenths,
        tier: tier_of(tenths),
    })
}

/// Every rated strategy in learning order: by the rating of its usual
/// step, ties in the solvers' order (HoDoKu's score, then registry order).
pub fn curriculum() -> Vec<Lesson> {
    let mut all: Vec<Lesson> = REGISTRY.iter().filter_map(|s| lesson(s.id)).collect();
    // (A stable sort keeps the registry's order among equal ratings.)
    all.sort_by_key(|l| (l.tenths, l.info.difficulty));
    all
}

/// Each strategy's place in the curriculum, by id (brute force, which SE
/// does not rate, after all).
fn places() -> impl Fn(&str) -> usize {
    let order: Vec<&'static str> = curriculum().iter().map(|l| l.info.id).collect();
    move |id| order.iter().position(|&o| o == id).unwrap_or(usize::MAX)
}

/// `solver` with its strategies tried in the curriculum's order: no step
/// then skips a technique the curriculum teaches earlier that would make
/// progress on the same position.
pub fn in_curriculum_order(solver: Solver) -> Solver {
    let place = places();
    solver.ordered_by(|s| place(s.id))
}

/// The teaching solver: the default strategies ([`Solver::new`]) in the
/// curriculum's order. `hint`, `check`'s advice and practice pages take
/// their steps from it; `explain --order curriculum` walks with it.
pub fn curriculum_solver() -> Solver {
    in_curriculum_order(Solver::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tiers_follow_se_not_hodoku() {
        let tier = |id: &str| lesson(id).expect(id).tier;
        assert_eq!(tier("naked-single"), Tier::Basic);
        assert_eq!(tier("locked-candidates-pointing"), Tier::Basic);
        assert_eq!(tier("naked-pair"), Tier::Basic);
        assert_eq!(tier("x-wing"), Tier::Tough);
        assert_eq!(tier("xy-wing"), Tier::Tough);
        assert_eq!(tier("unique-rectangle-1"), Tier::Tough);
        assert_eq!(tier("jellyfish"), Tier::Diabolical);
        assert_eq!(tier("bug-plus-1"), Tier::Diabolical);
        assert_eq!(tier("x-chain"), Tier::Extreme);
        assert_eq!(tier("als-xz"), Tier::Extreme);
        assert!(lesson("brute-force").is_none());
        // HoDoKu scores a type-4 unique rectangle (100) below the X-Wing
        // (140); SE rates it above (4.5 against 3.2), and so does the
        // curriculum.
        let at = |id: &str| curriculum().iter().position(|l| l.info.id == id).expect(id);
        assert!(at("x-wing") < at("unique-rectangle-4"));
        assert!(
            lesson("unique-rectangle-4").unwrap().info.difficulty
                < lesson("x-wing").unwrap().info.difficulty
        );
    }

    #[test]
    fn the_curriculum_is_in_rating_order_and_every_rated_strategy_is_in_it() {
        let all = curriculum();
        assert!(all.windows(2).all(|w| w[0].tenths <= w[1].tenths));
        assert!(all.windows(2).all(|w| w[0].tier <= w[1].tier));
        assert_eq!(
            all.len(),
            REGISTRY.len() - 1,
            "every strategy but brute force"
        );
        for t in Tier::ALL {
            assert!(all.iter().any(|l| l.tier == t), "{t:?} has lessons");
        }
    }
}
