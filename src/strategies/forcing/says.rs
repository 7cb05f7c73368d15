//! A forcing step as the catalogues read it: branches level by level,
//! clashes and cases as [`crate::lang::says`] data.

use super::{Branch, Clash, Fact, Forcing, ForcingKind};
use crate::lang::says::{self, BranchSays, ClashSays, ForcingCases, ForcingSays};

/// A fact as the catalogues read it.
pub(crate) fn fact(f: &Fact) -> says::Fact {
    says::Fact {
        cell: f.cell,
        digit: f.digit,
        truth: f.truth,
    }
}

/// A branch's facts by level (distance from the premise), in order.
pub(crate) fn branch(b: &Branch) -> BranchSays {
    let mut order: Vec<usize> = (0..b.implications.len()).collect();
    order.sort_by_key(|&i| (b.implications[i].depth, i));
    let mut levels: Vec<Vec<says::Fact>> = Vec::new();
    let mut level = usize::MAX;
    for i in order {
        let imp = &b.implications[i];
        if imp.depth != level || levels.is_empty() {
            levels.push(Vec::new());
            level = imp.depth;
        }
        if let Some(last) = levels.last_mut() {
            last.push(fact(&imp.fact));
        }
    }
    BranchSays {
        premise: fact(&b.premise),
        levels,
    }
}

pub(crate) fn clash(c: &Clash) -> ClashSays {
    match *c {
        Clash::CellEmpty { cell } => ClashSays::CellEmpty(cell),
        Clash::HouseEmpty { house, digit } => ClashSays::HouseEmpty(house, digit),
        Clash::BothWays { cell, digit } => ClashSays::BothWays(cell, digit),
    }
}

/// The whole forcing step: its cases, its branches, its conclusion.
pub(crate) fn forcing(f: &Forcing) -> ForcingSays {
    let cases = match f.kind {
        ForcingKind::Contradiction => {
            ForcingCases::Contradiction(f.contradiction.as_ref().map(|c| clash(&c.clash)))
        }
        ForcingKind::Cell { cell } => ForcingCases::Cell {
            cell,
            digits: f.branches.iter().map(|b| b.premise.digit).collect(),
        },
        ForcingKind::Unit { house, digit } => ForcingCases::Unit {
            house,
            digit,
            cells: f.branches.iter().map(|b| b.premise.cell).collect(),
        },
        ForcingKind::Digit { cell, digit } => ForcingCases::Digit { cell, digit },
    };
    ForcingSays {
        net: f.net,
        cases,
        branches: f.branches.iter().map(branch).collect(),
        conclusion: fact(&f.conclusion),
    }
}
