//! Legend words in Japanese: one line per [`Label`], written from the
//! label's data (never from its English).

use super::{digits, house};
use crate::grid::House;
use crate::grid::HouseKind;
use crate::lang::label::{Label, SubsetKind};
use crate::lang::{braced, joined, slashed};
use crate::step::Role;

/// The Japanese of a legend entry.
pub(super) fn label(l: &Label) -> String {
    use Label as L;
    match l {
        L::Role(role) => role_word(*role).to_string(),
        L::RoleCell(role) => format!("{}のマス", role_word(*role)),
        L::Together(parts) => {
            let words: Vec<String> = parts.iter().map(label).collect();
            words.join("と")
        }
        L::StrongLink => "強リンク".into(),
        L::ConjugatePair => "行・列・ブロックで2か所だけ（強リンク）".into(),
        L::WeakLink => "弱リンク".into(),
        L::LinksNotDrawn { drawn, total } => {
            format!("リンク{total}本のうち、最初の{drawn}本だけを描いています")
        }
        L::Given => "問題の数字".into(),
        L::PlacedDigit => "配置した数字".into(),
        L::BlockingDigit => "ふさいでいる数字".into(),
        L::BlockingLine => "その数字が入れないライン".into(),
        L::CellLeft => "残ったマス".into(),

        L::House(h) => house(*h),
        L::Houses(hs) | L::RectangleHouses(hs) => houses(hs),
        L::TheDigits(d) => format!("候補{d}"),
        L::TheDigitsOf { digit, house: h } => format!("{}の候補{digit}", house(*h)),
        L::WhereTheyMeet => "交わり".into(),
        L::Both => "両方".into(),
        L::SeeEachOther => "互いに見える".into(),
        L::NotBoth => "両方は真でない".into(),

        L::OneCandidate(cell) => format!("{cell}：候補が一つ"),
        L::OnePlaceFor { house: h, digit } => format!("{}：{digit}の入る場所が一つ", house(*h)),
        L::OneEmptyCell(h) => format!("{}：空きマスが一つ", house(*h)),

        L::Subset {
            kind,
            size,
            digits: ds,
        } => {
            let kind = match kind {
                SubsetKind::Naked => "ネイキッド",
                SubsetKind::Locked => "ロック",
                SubsetKind::Hidden => "ヒドゥン",
            };
            format!("{kind}{}{}", subset_name(*size), braced(*ds))
        }
        L::AlignedCells(2) => "二つのマス".into(),
        L::AlignedCells(_) => "三つのマス".into(),
        L::TheirCandidates => "その候補".into(),
        L::EmptyUnder(_) => "組によって空になるマス".into(),

        L::Base(hs) => format!("ベース：{}", houses(hs)),
        L::Cover(hs) => format!("カバー：{}", houses(hs)),
        L::BaseAndCover => "ベースとカバー".into(),
        L::FishDigits(d) => format!("フィッシュの候補{d}"),
        L::FinsACaseEach => "フィン：1つずつ場合分け".into(),
        L::ACaseEach(h) => format!("{}：マスごとに場合分け", house(*h)),

        L::OnlyTwo(d) => format!("{d}が二か所だけ"),
        L::OnlyTwoIn { house: h, digit } => format!("{}：{digit}が二か所だけ", house(*h)),
        L::OnlyTwoInAHouse(d) => format!("ハウス内で{d}が二か所だけ"),
        L::TheRectangle(h) => format!("{}：長方形", house(*h)),
        L::Shared(h) => format!("{}：共有", house(*h)),
        L::OneColourTwice(h) => format!("{}：同じ色が二回", house(*h)),
        L::SameColourSameHouse => "同じ色・同じハウス".into(),
        L::Colour { cluster, side } => format!("{cluster}{side}"),
        L::ColoursSeeEachOther => "AとBが互いに見える".into(),
        L::ProvedByAnInnerBranch => "内側の枝で偽".into(),
        L::ColourRemoved { cluster, side } => format!("{cluster}{side}：削除"),

        L::Hinge => "ヒンジ".into(),
        L::FirstCell => "最初のマス".into(),
        L::DigitsSeeEachOther(ds) => format!("{}：互いに見える", digits(*ds)),
        L::Z(ds, _) if ds.is_empty() => "Z".to_string(),
        L::Z(ds, sep) => format!("Z = {}", joined(*ds, sep)),
        L::X(ds, sep) => format!("X = {}", joined(*ds, sep)),
        L::XY { x, y } => format!("X = {}、Y = {}", slashed(*x), slashed(*y)),
        L::OnlyTwice { house: h, digit } => format!("{}：{digit}が二か所だけ", house(*h)),
        L::TheLinkDigit(d) => format!("{d}：リンク数字"),
        L::OnePincerIs(d) => format!("{d}：どちらかの枝が{d}"),
        L::Stem => "ヒンジ".into(),
        L::Wxy => "W・X・Y".into(),
        L::StemsLine(h) => {
            let line = match h.kind() {
                HouseKind::Column => "列",
                _ => "行",
            };
            format!("{}：ヒンジの{line}", house(*h))
        }
        L::StemsBox(h) => format!("{}：ヒンジのブロック", house(*h)),

        L::Corners(ds) => format!("角の{}", braced(*ds)),
        L::OpenCorners(ds) => format!("空いた角の{}", braced(*ds)),
        L::LoopCells(ds) => format!("ループの{}", braced(*ds)),
        L::PlacedCorners => "配置済みの角".into(),
        L::ExtraCandidate => "余分な候補".into(),
        L::Extra(d) => format!("余分な{d}"),
        L::NakedSubset => "ネイキッドサブセット".into(),
        L::OnlyPlacesFor(d) => format!("{d}の入る場所はここだけ"),
        L::OnlyOnTheRectangle(d) => format!("{d}は長方形の上だけ"),
        L::ThreeTimes(d) => format!("{d}が3回"),
        L::OthersAndDigits { cell, digit } => format!("{cell}の他の候補と候補{digit}"),

        L::AlmostLockedSet => "ALS（n個のマスにn+1種類の候補）".into(),
        L::HousesOfAB => "A・Bのハウス".into(),
        L::AB => "AとB".into(),
        L::RestOfA => "Aの残り".into(),
        L::RestOfB => "Bの残り".into(),
        L::HousesOfABC => "A・B・Cのハウス".into(),
        L::ABC => "A・B・C".into(),
        L::RestOfAB => "A・Bの残り".into(),
        L::RestOfC => "Cの残り".into(),
        L::HousesOfTheSets => "各ALSのハウス".into(),
        L::TheSets => "ALS".into(),
        L::LinkDigits => "リンク数字".into(),
        L::RestOfOddSets => "奇数番目のALSの残り".into(),
        L::RestOfEvenSets => "偶数番目のALSの残り".into(),
        L::LinkNotBoth => "リンク：両方は真でない".into(),
        L::StemAndPetals => "ヒンジと花びら".into(),
        L::StemDigits => "ヒンジの数字".into(),
        L::RestOfOddPetals => "奇数番目の花びらの残り".into(),
        L::RestOfEvenPetals => "偶数番目の花びらの残り".into(),
        L::StemDigitNotBoth => "ヒンジの数字：両方は真でない".into(),
        L::Intersection => "交わり".into(),
        L::CellsUsed => "使われるマス".into(),
        L::InTheIntersection(ds) => format!("交わりの{}", braced(*ds)),
        L::InTheLine { digits: ds, line } => {
            let kind = match line.kind() {
                HouseKind::Row => "行",
                HouseKind::Column => "列",
                HouseKind::Box => "ブロック",
            };
            format!("{kind}の{}", braced(*ds))
        }
        L::InTheBox(ds) => format!("ブロックの{}", braced(*ds)),

        L::FalseIfTheFirstIs => "最初が真なら偽".into(),
        L::TrueIfTheFirstIsFalse => "最初が偽なら真".into(),
        L::StrongOneIsTrue => "強：どちらかが真".into(),
        L::WeakNotBoth => "弱：両方は真でない".into(),
        L::Assumed => "仮定".into(),
        L::ACase => "場合の一つ".into(),
        L::TheCases(h) => format!("{}：場合分け", house(*h)),
        L::ThenTrue => "その場合に真".into(),
        L::ThenFalse => "その場合に偽".into(),
        L::MakesTrue => "真にする".into(),
        L::MakesFalse => "偽にする".into(),
        L::WithEarlierFactsMakes(true) => "前の事実とともに真にする".into(),
        L::WithEarlierFactsMakes(false) => "前の事実とともに偽にする".into(),
        L::Contradiction => "矛盾".into(),

        L::SomeTemplateUses(d) => format!("いずれかのテンプレートが使う{d}"),
        L::FromTheSearch(cell) => format!("{cell}：探索から"),
    }
}

/// The generic name of a role's disc.
fn role_word(role: Role) -> &'static str {
    match role {
        Role::Pattern => "パターン",
        Role::Fin => "フィン",
        Role::Elimination => "削除",
        Role::Placement => "配置",
        Role::House => "ハウス",
        Role::SecondaryHouse => "第2のハウス",
        Role::ColorA => "色A",
        Role::ColorB => "色B",
        Role::Link => "リンク数字",
    }
}

/// `1・5行目`, `ブロック2・3` for houses of one kind; `4行目・ブロック5`
/// otherwise.
pub(super) fn houses(hs: &[House]) -> String {
    let same_kind = hs.len() > 1 && hs.windows(2).all(|w| w[0].kind() == w[1].kind());
    if !same_kind {
        return super::houses(hs);
    }
    let numbers: Vec<String> = hs.iter().map(|h| (h.number() + 1).to_string()).collect();
    let numbers = numbers.join("・");
    match hs[0].kind() {
        HouseKind::Row => format!("{numbers}行目"),
        HouseKind::Column => format!("{numbers}列目"),
        HouseKind::Box => format!("ブロック{numbers}"),
    }
}

/// `ペア`, `トリプル`, `クワッド`.
fn subset_name(size: usize) -> &'static str {
    match size {
        0 | 1 => "",
        2 => "ペア",
        3 => "トリプル",
        _ => "クワッド",
    }
}

#[cfg(test)]
mod tests {
    use super::label;
    use crate::grid::{Cell, House, HouseKind};
    use crate::lang::label::Label;
    use crate::step::Role;

    #[test]
    fn legend_words_read_in_japanese() {
        let row = |n| House::new(HouseKind::Row, n);
        assert_eq!(label(&Label::Hinge), "ヒンジ");
        assert_eq!(label(&Label::House(row(3))), "4行目");
        assert_eq!(label(&Label::Houses(vec![row(0), row(4)])), "1・5行目");
        let box3 = House::new(HouseKind::Box, 2);
        assert_eq!(
            label(&Label::OnlyTwoIn {
                house: box3,
                digit: 7
            }),
            "ブロック3：7が二か所だけ"
        );
        assert_eq!(label(&Label::RoleCell(Role::Pattern)), "パターンのマス");
        assert_eq!(
            label(&Label::OneCandidate(Cell::new(0, 1))),
            "r1c2：候補が一つ"
        );
    }
}
