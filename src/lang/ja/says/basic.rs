//! Japanese explanations of singles, intersections, subsets and fish: one arm per [`BasicSays`]
//! variant of these families.

use crate::lang::braced;
use crate::lang::ja::{cells, digits, house, houses, one_of};
use crate::lang::says::{BasicSays, SiameseHalf};

/// The Japanese of a step of these families (other steps: empty).
pub(super) fn say(says: &BasicSays) -> String {
    use BasicSays as S;
    match says {
        S::FullHouse {
            house: h,
            cell,
            digit,
        } => format!(
            "{}で空いているマスは{cell}だけで、{}に足りない数字は{digit}だけ",
            house(*h),
            house(*h),
        ),
        S::NakedSingle { cell, digit } => format!(
            "{cell}に残っている候補は{digit}だけ（他の数字は同じ行・列・ブロックに既にある）"
        ),
        S::HiddenSingle {
            house: h,
            cell,
            digit,
        } => format!("{}の中で{digit}を入れられるマスは{cell}しかない", house(*h)),
        S::LockedCandidates {
            pointing,
            digit: d,
            base,
            cover,
            cells: cs,
        } => {
            let how = if *pointing {
                "ブロックの候補が一直線に並ぶ"
            } else {
                "行・列の候補が一つのブロックに収まる"
            };
            let cover = house(*cover);
            format!(
                "{how}形：{}の候補{d}は{}にしかなく、どれも{cover}の中にある。どれが{d}になっても、\
                 {cover}の{d}はそこに入るので、{cover}の他のマスには入らない",
                house(*base),
                cells(cs.iter().copied()),
            )
        }
        S::NakedSubset {
            locked,
            size: n,
            digits: ds,
            cells: cs,
            houses: hs,
        } => {
            let kind = if *locked {
                "（行・列とブロックの両方にある）"
            } else {
                ""
            };
            format!(
                "{}の{n}マス{}には候補{}しかない{kind}。{n}個の数字が{n}マスを埋めるので、\
                 {}の他のマスには{}が入らない",
                houses(hs),
                cells(cs.iter().copied()),
                braced(*ds),
                houses(hs),
                digits(*ds)
            )
        }
        S::HiddenSubset {
            size: n,
            digits: ds,
            cells: cs,
            house: h,
        } => format!(
            "{}の中で数字{}を入れられるマスは{}の{n}マスだけ。{n}個の数字がこの{n}マスを占めるので、\
             これらのマスには他の候補は入らない",
            house(*h),
            digits(*ds),
            cells(cs.iter().copied()),
        ),
        S::AlignedExclusion {
            cells: cs, excluded, ..
        } => {
            if let [a, b] = cs[..] {
                let pairs: Vec<String> = excluded
                    .iter()
                    .map(|(ds, by)| format!("{a}={}・{b}={}（{by}が空になる）", ds[0], ds[1]))
                    .collect();
                return format!(
                    "{a}と{b}は互いに見える。二つのマスに入る数字の組のうち、両方を見る二択のマスの\
                     候補を二つとも奪う組はありえない：{}。残った組のどれにも使われない候補は入らない",
                    pairs.join("、")
                );
            }
            let names: Vec<String> = cs.iter().map(|c| c.to_string()).collect();
            let triples: Vec<String> = excluded
                .iter()
                .map(|(ds, by)| {
                    let ds: Vec<String> = ds.iter().map(|d| d.to_string()).collect();
                    format!("{}（{by}が空になる）", ds.join("・"))
                })
                .collect();
            format!(
                "{}の三つのマスに入る数字の組のうち、三つすべてを見るマスの候補をすべて奪う組は\
                 ありえない：{}。残った組のどれにも使われない候補は入らない",
                names.join("・"),
                triples.join("、")
            )
        }
        S::Fish {
            digit: d,
            size: n,
            base,
            cover,
            fins,
            endo_fins,
            finned,
            sashimi,
            ..
        } => {
            let (base, cover) = (houses(base), houses(cover));
            if !finned {
                return format!(
                    "数字{d}について、ベースの{base}では{d}がカバーの{cover}の中にしか入らない。\
                     {n}つのベースはそれぞれ別のカバーで{d}を使うので、カバーの{cover}に入る{d}は\
                     すべてベースの中にあり、カバーの他のマスには{d}が入らない"
                );
            }
            let mut extra = String::new();
            if !endo_fins.is_empty() {
                extra.push_str(&format!(
                    "（{}は二つのベースに同時に属する）",
                    cells(endo_fins.iter().copied())
                ));
            }
            if *sashimi {
                extra.push_str("（フィンを除くとマスが1つ以下になるベースがあるので、サシミ型）");
            }
            // One fin is "the fin", two are "either fin", more "some fin".
            let (some_fin, every_fin) = match fins.len() + endo_fins.len() {
                1 => ("フィン".to_string(), "フィン"),
                n => (format!("フィンの{}", one_of(n)), "すべてのフィン"),
            };
            format!(
                "数字{d}について、ベースの{base}では{d}がカバーの{cover}かフィン{}{extra}にしか\
                 入らない。{some_fin}が{d}になるか、カバーの{cover}に入る{d}がすべてベースの\
                 中にあるかのどちらかなので、カバーの中で{every_fin}から見えるマスには{d}が入らない",
                cells(fins.iter().chain(endo_fins).copied())
            )
        }
        S::SiameseFish {
            digit: d,
            base,
            halves,
            ..
        } => {
            let half = |h: &SiameseHalf| {
                format!(
                    "カバーの{}（フィン{}）",
                    houses(&h.cover),
                    cells(h.fins.iter().copied())
                )
            };
            format!(
                "数字{d}について、ベースの{}は二通りのフィン付きフィッシュを同時に作る：{}と{}。\
                 それぞれ、フィンから見えるカバー内のマスから{d}を除ける",
                houses(base),
                half(&halves[0]),
                half(&halves[1]),
            )
        }
    }
}
