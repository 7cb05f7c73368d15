//! Japanese explanations of the basic families: singles, intersections,
//! subsets, fish (each from its pattern's data; `None` for other patterns).

use super::{cells, digits, house, houses};
use crate::grid::Cell;
use crate::lang::braced;
use crate::step::Step;
use crate::strategies::fish::{Fish, FishKind, SiameseFish};
use crate::strategies::intersections::locked_candidates::{LockedCandidates, LockedKind};
use crate::strategies::singles::{
    full_house::FullHouse, hidden_single::HiddenSingle, naked_single::NakedSingle,
};
use crate::strategies::subsets::aligned_exclusion::AlignedExclusion;
use crate::strategies::subsets::{hidden_subsets::HiddenSubset, naked_subsets::NakedSubset};

/// The reasoning of a basic step, without its conclusion.
pub(super) fn explain(step: &Step) -> Option<String> {
    if let Some(p) = step.pattern::<AlignedExclusion>() {
        return Some(aligned_exclusion(p));
    }
    if let Some(p) = step.pattern::<FullHouse>() {
        return Some(format!(
            "{}で空いているマスは{}だけで、{}に足りない数字は{}だけ",
            house(p.house),
            p.cell,
            house(p.house),
            p.digit
        ));
    }
    if let Some(p) = step.pattern::<NakedSingle>() {
        return Some(format!(
            "{}に残っている候補は{}だけ（他の数字は同じ行・列・ブロックに既にある）",
            p.cell, p.digit
        ));
    }
    if let Some(p) = step.pattern::<HiddenSingle>() {
        return Some(format!(
            "{}の中で{}を入れられるマスは{}しかない",
            house(p.house),
            p.digit,
            p.cell
        ));
    }
    if let Some(p) = step.pattern::<LockedCandidates>() {
        let how = match p.kind {
            LockedKind::Pointing => "ブロックの候補が一直線に並ぶ",
            LockedKind::Claiming => "行・列の候補が一つのブロックに収まる",
        };
        return Some(format!(
            "{how}形：{}の候補{}は{}にしかなく、どれも{}の中にある。どれが{}になっても、{}の{}はそこに入るので、{}の他のマスには入らない",
            house(p.base_house),
            p.digit,
            cells(p.cells.iter().copied()),
            house(p.cover_house),
            p.digit,
            house(p.cover_house),
            p.digit,
            house(p.cover_house)
        ));
    }
    if let Some(p) = step.pattern::<NakedSubset>() {
        let kind = if p.locked {
            "（行・列とブロックの両方にある）"
        } else {
            ""
        };
        return Some(format!(
            "{}の{}マス{}には候補{}しかない{kind}。{}個の数字が{}マスを埋めるので、{}の他のマスには{}が入らない",
            houses(&p.houses),
            p.size,
            cells(p.cells.iter().copied()),
            braced(p.digits),
            p.size,
            p.size,
            houses(&p.houses),
            digits(p.digits)
        ));
    }
    if let Some(p) = step.pattern::<HiddenSubset>() {
        return Some(format!(
            "{}の中で数字{}を入れられるマスは{}の{}マスだけ。{}個の数字がこの{}マスを占めるので、これらのマスには他の候補は入らない",
            house(p.house),
            digits(p.digits),
            cells(p.cells.iter().copied()),
            p.size,
            p.size,
            p.size
        ));
    }
    if let Some(p) = step.pattern::<Fish>() {
        return Some(fish(p));
    }
    if let Some(p) = step.pattern::<SiameseFish>() {
        let half = |f: &Fish| {
            let fins: Vec<Cell> = f.fins.iter().chain(&f.endo_fins).copied().collect();
            format!(
                "カバーの{}（フィン{}）",
                houses(&f.cover_houses),
                cells(fins)
            )
        };
        return Some(format!(
            "数字{d}について、ベースの{}は二通りのフィン付きフィッシュを同時に作る：{}と{}。それぞれ、フィンから見えるカバー内のマスから{d}を除ける",
            houses(&p.fish[0].base_houses),
            half(&p.fish[0]),
            half(&p.fish[1]),
            d = p.digit
        ));
    }
    None
}

/// A fish: base houses, cover houses, fins.
fn fish(p: &Fish) -> String {
    let (base, cover, d, n) = (
        houses(&p.base_houses),
        houses(&p.cover_houses),
        p.digit,
        p.size,
    );
    if !p.kind.is_finned() {
        return format!(
            "数字{d}について、ベースの{base}では{d}がカバーの{cover}の中にしか入らない。{n}つのベースはそれぞれ別のカバーで{d}を使うので、カバーの{cover}の{d}はすべてベースから来て、カバーの他のマスには{d}が入らない"
        );
    }
    let fins: Vec<Cell> = p.fins.iter().chain(&p.endo_fins).copied().collect();
    let mut extra = String::new();
    if !p.endo_fins.is_empty() {
        extra.push_str(&format!(
            "（{}は二つのベースに同時に属する）",
            cells(p.endo_fins.iter().copied())
        ));
    }
    if p.kind == FishKind::Sashimi {
        extra.push_str("（フィンを除くとマスが1つ以下になるベースがあるので、サシミ型）");
    }
    format!(
        "数字{d}について、ベースの{base}では{d}がカバーの{cover}かフィン{}{extra}にしか入らない。フィンのどれかが{d}になるか、カバーの{cover}の{d}がすべてベースから来るかのどちらかなので、カバーの中ですべてのフィンから見えるマスには{d}が入らない",
        cells(fins)
    )
}

/// An aligned pair or triple exclusion.
fn aligned_exclusion(p: &AlignedExclusion) -> String {
    if let [a, b] = p.cells[..] {
        let pairs: Vec<String> = p
            .excluded
            .iter()
            .map(|e| {
                format!(
                    "{a}={}・{b}={}（{}が空になる）",
                    e.digits[0], e.digits[1], e.by
                )
            })
            .collect();
        return format!(
            "{a}と{b}は互いに見える。二つのマスに入る数字の組のうち、両方を見る二択のマスの候補を二つとも奪う組はありえない：{}。残った組のどれにも使われない候補は入らない",
            pairs.join("、")
        );
    }
    let cells: Vec<String> = p.cells.iter().map(|c| c.to_string()).collect();
    let triples: Vec<String> = p
        .excluded
        .iter()
        .map(|e| {
            let digits: Vec<String> = e.digits.iter().map(|d| d.to_string()).collect();
            format!("{}（{}が空になる）", digits.join("・"), e.by)
        })
        .collect();
    format!(
        "{}の三つのマスに入る数字の組のうち、三つすべてを見るマスの候補をすべて奪う組はありえない：{}。残った組のどれにも使われない候補は入らない",
        cells.join("・"),
        triples.join("、")
    )
}
