//! Japanese explanations of chains, almost locked sets, forcing chains and nets, kraken fish: one arm per [`ChainSays`]
//! variant of these families.

use crate::grid::HouseKind;
use crate::lang::braced;
use crate::lang::ja::{cells, digits, house, houses, one_of};
use crate::lang::says::{
    AlsLink, BranchSays, ChainCase, ChainSays, ClashSays, Fact, ForcingCases, ForcingSays, LoopEnd,
    Node, NodeKind,
};
use crate::text::compact_cells;

/// The Japanese of a step of these families (other steps: empty).
pub(super) fn say(says: &ChainSays) -> String {
    use ChainSays as S;
    match says {
        S::Chain {
            case,
            notation,
            first,
            last,
            sets,
            ..
        } => {
            let text = chain(case, notation, first, last);
            let sets: Vec<String> = sets.iter().map(als_link).collect();
            if sets.is_empty() {
                text
            } else {
                let sets = sets.join("、");
                text.replacen(notation, &format!("{notation}（ここで{sets}）"), 1)
            }
        }
        S::AlsXz {
            a,
            b,
            x,
            z,
            doubly,
            rests,
        } => {
            let head = format!(
                "A={a}、B={b}、X={}（ALSはn個のマスにn+1種類の候補を持つ集合）",
                digits(*x)
            );
            if *doubly {
                let locked: Vec<String> = rests
                    .iter()
                    .map(|(name, rest, cells)| {
                        format!(
                            "{name}の残り（{}）は{}の中にロックされ",
                            digits(*rest),
                            compact_cells(*cells)
                        )
                    })
                    .collect();
                format!(
                    "二重リンク型：{head}。AとBはそれぞれ{}のうちちょうど一つを失うので、{}、{}は\
                     それぞれAかBにある",
                    digits(*x),
                    locked.join("、"),
                    digits(*x)
                )
            } else {
                format!(
                    "{head}、Z={}。{}はAとBの両方には入れないので、一方はロックされ、{}は\
                     AかBにある",
                    digits(*z),
                    digits(*x),
                    digits(*z)
                )
            }
        }
        S::AlsXyWing { a, b, c, x, y, z } => {
            let y_left = *y - *x;
            let (xs, zs) = (digits(*x), digits(*z));
            let argument = if y_left.is_empty() {
                format!(
                    "Aに{zs}がなければAはロックされて{xs}を持ち、Cは{xs}を失うが、ALSが失える数字は\
                     一つだけなので矛盾する。つまりAに{zs}がある"
                )
            } else {
                let ys = digits(y_left);
                format!(
                    "Aに{zs}がなければAはロックされて{xs}を持ち、Cは{xs}を失って{ys}を持ち、Bは{ys}を\
                     失って{zs}を持つ。つまり{zs}はAかBにある"
                )
            };
            let y_shown = if y_left.is_empty() { *y } else { y_left };
            format!(
                "A={a}、B={b}、C={c}、X={xs}、Y={}、Z={zs}（ALSはn個のマスにn+1種類の候補を持つ集合）。\
                 {argument}",
                digits(y_shown),
            )
        }
        S::AlsChain { sets, links, z } => {
            let mut text = String::new();
            for (i, a) in sets.iter().enumerate() {
                if i > 0 {
                    text.push_str(&format!(" -{}- ", digits(links[i - 1])));
                }
                text.push_str(&a.to_string());
            }
            format!(
                "{text}、Z={}。最初のALSにZがなければ、各ALSが順にロックされてリンクの数字を次のALSから\
                 追い出し、最後のALSがZを持つ。つまりZは最初か最後のALSにある",
                digits(*z)
            )
        }
        S::DeathBlossom {
            stem,
            stem_digits,
            petals,
            z,
        } => {
            let named: Vec<String> = petals
                .iter()
                .map(|(d, p)| format!("{d}の花びら{p}"))
                .collect();
            format!(
                "ヒンジ{stem}{}、{}、Z={}。ヒンジがどの数字になっても、その数字の花びらはそれを\
                 失ってロックされるので、{}は{}の花びらにある",
                braced(*stem_digits),
                named.join("、"),
                digits(*z),
                digits(*z),
                one_of(petals.len())
            )
        }
        S::SueDeCoq {
            extended,
            cells: cs,
            digits: ds,
            line,
            block,
            line_cells,
            line_digits,
            box_cells,
            box_digits,
        } => {
            let both = *line_digits & *box_digits;
            let line_only = ((*ds | *line_digits) - *box_digits) | both;
            let box_only = ((*ds | *box_digits) - *line_digits) | both;
            let line_kind = match line.kind() {
                HouseKind::Row => "行",
                _ => "列",
            };
            format!(
                "{}と{}の交わりに{}{}があり、{line_kind}側に{}{}、ブロック側に{}{}がある。これらの\
                 マスはちょうど自分の数字で埋まるので、{line_kind}の他のマスには{}、ブロックの他の\
                 マスには{}が入らない{}",
                house(*line),
                house(*block),
                compact_cells(*cs),
                braced(*ds),
                compact_cells(*line_cells),
                braced(*line_digits),
                compact_cells(*box_cells),
                braced(*box_digits),
                digits(line_only),
                digits(box_only),
                if *extended { "（拡張型）" } else { "" }
            )
        }
        S::Forcing(f) => forcing(f),
        S::Nishio {
            digit: d,
            forcing: f,
            ..
        } => format!(
            "{d}だけを追う（{d}を置いたマスと同じ行・列・ブロックのマスから{d}を消し、{d}の置き場が\
             一つになった行・列・ブロックにはそこに{d}を置く）。{}",
            forcing(f)
        ),
        S::NestedForcing {
            forcing: f, inner, ..
        } => {
            let outer = forcing(f);
            if inner.is_empty() {
                return outer;
            }
            let inner: Vec<String> = inner
                .iter()
                .enumerate()
                .map(|(k, p)| format!("（{}）{}", k + 1, inner_proof(p)))
                .collect();
            format!(
                "{outer}。ここで「入れ子」の事実（枝の途中で、その枝の事実に仮定を一つ足すと矛盾する\
                 ので偽とわかった候補）は次のとおり：{}",
                inner.join("。")
            )
        }
        S::Kraken {
            kraken_type,
            digit: d,
            size,
            sashimi,
            base,
            cover,
            fins,
            cover_house,
            premises,
            branches,
            conclusion,
            ..
        } => {
            let (base, cover) = (houses(base), houses(cover));
            let fish = match size {
                2 => "X-Wing",
                3 => "ソードフィッシュ",
                _ => "ジェリーフィッシュ",
            };
            let kind = if *sashimi {
                "サシミ"
            } else {
                "フィン付き"
            };
            let chains: Vec<String> = branches.iter().map(branch).collect();
            let head = format!(
                "タイプ{kraken_type}。数字{d}について、ベースが{base}、カバーが{cover}、フィンが{}の\
                 {kind}{fish}",
                cells(fins.iter().copied())
            );
            let cases = match cover_house {
                None => format!(
                    "フィンがどれも{d}でなければフィッシュが成り立ち、{}は{d}でない。フィンが{d}なら",
                    conclusion.cell
                ),
                Some((h, inside)) => {
                    let which = match inside.len() {
                        1 => String::new(),
                        n => format!("の{}", one_of(n)),
                    };
                    let some = match premises.len() {
                        1 => String::new(),
                        n => format!("の{}", one_of(n)),
                    };
                    format!(
                        "フィンがどれも{d}でなければフィッシュが成り立ち、{}の{d}は{}{which}に入る。\
                         つまり{}{some}が{d}で",
                        house(*h),
                        cells(inside.iter().copied()),
                        cells(premises.iter().copied())
                    )
                }
            };
            format!(
                "{head}。{cases}次のとおり：{}。どの場合も{}になる",
                chains.join("。"),
                fact(conclusion)
            )
        }
    }
}

/// `r1c1=5` / `r1c1≠5`.
fn fact(f: &Fact) -> String {
    let op = if f.truth { "=" } else { "≠" };
    format!("{}{op}{}", f.cell, f.digit)
}

/// A branch: levels joined by ` ⇒ `, facts of one level by `、`.
fn branch(b: &BranchSays) -> String {
    let levels: Vec<String> = b
        .levels
        .iter()
        .map(|level| level.iter().map(fact).collect::<Vec<_>>().join("、"))
        .collect();
    levels.join(" ⇒ ")
}

fn clash(c: ClashSays) -> String {
    match c {
        ClashSays::CellEmpty(cell) => format!("{cell}に候補がなくなる"),
        ClashSays::HouseEmpty(h, digit) => format!("{}に{digit}を入れる場所がなくなる", house(h)),
        ClashSays::BothWays(cell, digit) => {
            format!("{cell}が{digit}であり、かつ{digit}でないことになる")
        }
    }
}

fn forcing(f: &ForcingSays) -> String {
    let branches: Vec<String> = f.branches.iter().map(branch).collect();
    let texts = branches.join("。");
    let cases = match &f.cases {
        ForcingCases::Contradiction(Some(c)) => {
            return format!("{texts}。ここで{}という矛盾になる", clash(*c))
        }
        ForcingCases::Contradiction(None) => String::new(),
        ForcingCases::Cell { cell, digits: ds } => {
            let ds: Vec<String> = ds.iter().map(|d| d.to_string()).collect();
            format!("{cell}は{}の{}", ds.join("か"), one_of(ds.len()))
        }
        ForcingCases::Unit {
            house: h,
            digit,
            cells: cs,
        } => {
            let cs: Vec<String> = cs.iter().map(|c| c.to_string()).collect();
            format!(
                "{}の{digit}は{}の{}",
                house(*h),
                cs.join("か"),
                one_of(cs.len())
            )
        }
        ForcingCases::Digit { cell, digit } => format!("{cell}は{digit}か、そうでないか"),
    };
    format!(
        "（{cases}）{texts}。どの場合も{}になる",
        fact(&f.conclusion)
    )
}

/// Why each ALS node's inner strong link holds.
fn als_link(l: &AlsLink) -> String {
    match l {
        AlsLink::ForcedExit {
            x,
            y,
            set,
            cell: c,
            size: n,
        } => format!(
            "({x}){set}=({y}){c}は強制出口：{set}はALS（{n}マスに{m}種類の候補）なので、どのマスも\
             {x}でなければ残りの{n}種類の数字でこの{n}マスが埋まる。{c}の他の候補はどれもその数字で、\
             {c}はALS内のその位置をすべて見るので、{c}が{y}になる",
            m = n + 1,
        ),
        AlsLink::Inside {
            x,
            y,
            set,
            size: n,
            cells: cs,
        } => {
            let ys = if cs.len() == 1 {
                compact_cells(*cs)
            } else {
                format!("{}の{}", compact_cells(*cs), one_of(cs.len()))
            };
            format!(
                "({x}={y}){set}はALS（{n}マスに{m}種類の候補）なので、どのマスも{x}でなければ残りの\
                 {n}種類の数字でこの{n}マスが埋まり、{ys}が{y}になる",
                m = n + 1,
            )
        }
    }
}

/// `r1c1=5`, `r1c12（グループ）=5`, or `r4c1（ALS r4c12の中）=5`.
fn said(n: &Node) -> String {
    match n.kind {
        NodeKind::Als => format!(
            "{}（ALS {}の中）={}",
            compact_cells(n.cells),
            n.place,
            n.digit
        ),
        NodeKind::Group => format!("{}（グループ）={}", n.place, n.digit),
        NodeKind::Cell => format!("{}={}", n.place, n.digit),
    }
}

fn chain(case: &ChainCase, notation: &str, first: &Node, last: &Node) -> String {
    match case {
        ChainCase::RemotePair { cells: cs, digits: [x, y] } => format!(
            "{notation}：{}はどれも{x}と{y}だけを持ち、順に次のマスを見るので、二つの数字が交互に\
             並ぶ。異なる数字になる二つのマスを見るマスはどちらの数字にもなれない",
            cs.join("・"),
        ),
        ChainCase::XChain => format!(
            "数字{d}の{notation}（=はハウス内で{d}が入る二か所だけの強リンク、-は互いに見える\
             弱リンク）。{}が偽なら{}が真になる。両端のどちらかは{d}なので、両端を見るマスは{d}になれない",
            said(first),
            said(last),
            d = first.digit
        ),
        ChainCase::XyChain => format!(
            "{notation}：各マスは二つの候補しか持たないので、{}が偽なら{}が真。両端のどちらかは{d}\
             なので、両端を見るマスは{d}になれない",
            said(first),
            said(last),
            d = first.digit
        ),
        ChainCase::Aic => format!(
            "{notation}（=は強リンクでどちらかが真、-は弱リンクで両方は真にならない）。{}が偽なら\
             {}が真になる。両端のどちらかは真なので、両端と弱リンクでつながる候補は偽",
            said(first),
            said(last)
        ),
        ChainCase::ContinuousLoop => format!(
            "{notation}：強リンクと弱リンクが一周交互に並ぶので、どのリンクも双方向に成り立ち、\
             各弱リンクのちょうど一端が真。弱リンクの両端とつながる候補は消える"
        ),
        ChainCase::AlsContinuousLoop => format!(
            "{notation}：強リンクと弱リンクが一周交互に並ぶので、どのリンクも双方向に成り立ち、\
             各弱リンクのちょうど一端が真。弱リンクの両端とつながる候補は消える。各ALSはループが\
             使う二つの数字のちょうど一方を欠くので、他の数字はALSの中にロックされる（強制出口では、\
             マスの他の候補はALSかそのマスにある）。その数字の位置をすべて見る候補は消える"
        ),
        ChainCase::DiscontinuousLoop(end) => match end {
            Some(LoopEnd::Place(c, d)) => format!(
                "{notation}：{c}が{d}でないとすると、ループを一周して{d}になってしまうので、{c}は{d}"
            ),
            Some(LoopEnd::Remove(c, d)) => format!(
                "{notation}：{c}が{d}だとすると、ループを一周して{d}でなくなってしまうので、{c}は\
                 {d}ではない"
            ),
            Some(LoopEnd::RemoveGroup(cs, d)) => format!(
                "{notation}：{}のどこかが{d}だとすると、ループを一周してそこから{d}がなくなって\
                 しまうので、どのマスも{d}ではない",
                compact_cells(*cs)
            ),
            Some(LoopEnd::CellPair(c, x, y)) => format!(
                "{notation}：{c}が{x}でないとすると、ループを一周して{y}になるので、{c}は{x}か{y}"
            ),
            Some(LoopEnd::WeakStrong(c, x, y)) => format!(
                "{notation}：{c}が{x}だとすると、ループを一周して{y}にもなってしまうので、{c}は{x}\
                 ではない"
            ),
            None => notation.to_string(),
        },
    }
}

/// An inner branch of a nested net: the fact it proves, since its own
/// facts end in a contradiction (with the outer facts it uses).
pub(crate) fn inner_proof(p: &crate::lang::says::InnerSays) -> String {
    let givens: Vec<String> = p.givens.iter().map(fact).collect();
    let with = if givens.is_empty() {
        String::new()
    } else {
        format!("（外側の枝の{}を使う）", givens.join("、"))
    };
    format!(
        "{}。なぜなら{}：{}{with}",
        fact(&p.proves),
        branch(&p.own),
        clash(p.clash)
    )
}
