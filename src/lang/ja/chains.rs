//! Japanese explanations of chains, almost locked sets, forcing chains and
//! the last resorts (each from its pattern's data; `None` for others).

use super::{cells, digits, house, houses};
use crate::grid::{DigitSet, HouseKind};
use crate::lang::braced;
use crate::step::Step;
use crate::strategies::als::{
    chain::AlsChain, death_blossom::DeathBlossom, sue_de_coq::SueDeCoq, xy_wing::AlsXyWing,
    xz::AlsXz,
};
use crate::strategies::chains::nice_loops::Discontinuity;
use crate::strategies::chains::{Chain, ChainKind, ChainNode, LinkKind};
use crate::strategies::fish::{FishKind, KrakenFish, KrakenType};
use crate::strategies::forcing::nested::{InnerProof, NestedForcing};
use crate::strategies::forcing::{
    branch_text_with, Clash, Fact, Forcing, ForcingKind, NishioForcingChain,
};
use crate::strategies::last_resort::brute_force::BruteForce;
use crate::strategies::last_resort::templates::{Template, TemplateAction};
use crate::text::compact_cells;

/// The reasoning of a step of these families, without its conclusion.
pub(super) fn explain(step: &Step) -> Option<String> {
    if let Some(p) = step.pattern::<Chain>() {
        return Some(chain(p));
    }
    if let Some(p) = step.pattern::<AlsXz>() {
        return Some(als_xz(p));
    }
    if let Some(p) = step.pattern::<AlsXyWing>() {
        let y = if (p.y - p.x).is_empty() {
            p.y
        } else {
            p.y - p.x
        };
        let argument = if (p.y - p.x).is_empty() {
            format!(
                "Aに{z}がなければAは確定して{x}を持ち、Cは{x}を失うが、ALSが失える数字は一つだけなので矛盾する：Aに{z}がある",
                z = digits(p.zs),
                x = digits(p.x)
            )
        } else {
            format!(
                "Aに{z}がなければAは確定して{x}を持ち、Cは{x}を失って{y}を持ち、Bは{y}を失って{z}を持つ：{z}はAかBにある",
                z = digits(p.zs),
                x = digits(p.x),
                y = digits(y)
            )
        };
        return Some(format!(
            "A={}、B={}、C={}、X={}、Y={}、Z={}（ALS：n個のマスにn+1種類の候補）。{argument}",
            p.a.name(),
            p.b.name(),
            p.c.name(),
            digits(p.x),
            digits(y),
            digits(p.zs)
        ));
    }
    if let Some(p) = step.pattern::<AlsChain>() {
        let mut text = String::new();
        for (i, a) in p.alses.iter().enumerate() {
            if i > 0 {
                text.push_str(&format!(" -{}- ", digits(p.links[i - 1])));
            }
            text.push_str(&a.name());
        }
        return Some(format!(
            "{text}、Z={}。最初のALSにZがなければ、各ALSが順に確定してリンクの数字を次のALSから追い出し、最後のALSがZを持つ：Zは最初か最後のALSにある",
            digits(p.zs)
        ));
    }
    if let Some(p) = step.pattern::<DeathBlossom>() {
        let petals: Vec<String> = p
            .stem_digits
            .iter()
            .zip(&p.petals)
            .map(|(d, a)| format!("{d}：{}", a.name()))
            .collect();
        return Some(format!(
            "幹{}{}、花びら{}、Z={}。幹がどの数字になっても、その数字の花びらはそれを失って確定するので、{}はどれかの花びらにある",
            p.stem,
            braced(p.stem_digits),
            petals.join("、"),
            digits(p.zs),
            digits(p.zs)
        ));
    }
    if let Some(p) = step.pattern::<SueDeCoq>() {
        let both = p.line_digits & p.box_digits;
        let line_only = ((p.digits | p.line_digits) - p.box_digits) | both;
        let box_only = ((p.digits | p.box_digits) - p.line_digits) | both;
        let line_kind = match p.line.kind {
            HouseKind::Row => "行",
            _ => "列",
        };
        return Some(format!(
            "{}と{}の交わりに{}{}があり、{line_kind}側に{}{}、ブロック側に{}{}がある。これらのマスはちょうど自分の数字で埋まるので、{line_kind}の他のマスには{}、ブロックの他のマスには{}が入らない{}",
            house(p.line),
            house(p.block),
            compact_cells(p.cells),
            braced(p.digits),
            compact_cells(p.line_cells),
            braced(p.line_digits),
            compact_cells(p.box_cells),
            braced(p.box_digits),
            digits(line_only),
            digits(box_only),
            if p.extended() { "（拡張型）" } else { "" }
        ));
    }
    if let Some(p) = step.pattern::<Forcing>() {
        return Some(forcing(p));
    }
    if let Some(p) = step.pattern::<NishioForcingChain>() {
        return Some(format!(
            "{d}だけを追う（{d}を置いたマスと同じ行・列・ブロックのマスから{d}を消し、{d}の置き場が一つになった行・列・ブロックにはそこに{d}を置く）：{}",
            forcing(&p.forcing),
            d = p.digit
        ));
    }
    if let Some(p) = step.pattern::<KrakenFish>() {
        return Some(kraken(p));
    }
    if let Some(p) = step.pattern::<NestedForcing>() {
        let outer = forcing(&p.forcing);
        if p.inner.is_empty() {
            return Some(outer);
        }
        let inner: Vec<String> = p.inner.iter().map(inner_proof).collect();
        return Some(format!(
            "{outer}。ここで「入れ子」の事実（枝の途中で、その枝の事実に仮定を一つ足すと矛盾するので偽とわかった候補）は次のとおり：{}",
            inner.join("；")
        ));
    }
    if let Some(p) = step.pattern::<Template>() {
        let d = p.digit;
        let aside = match p.set_aside {
            0 => String::new(),
            k => format!("（他に{k}個あるが、別の数字がすべてのテンプレートで使うマスを使う）"),
        };
        let cs = cells(p.cells.iter().copied());
        let verdict = match p.action {
            TemplateAction::Set => format!("どれも{cs}に{d}を置くので、そこは{d}"),
            TemplateAction::Delete => format!("どれも{cs}を使わないので、そこは{d}になれない"),
        };
        return Some(format!(
            "テンプレートとは、{d}を各行・列・ブロックに一つずつ、{d}が入りうるマスに置く配置のこと。{d}のテンプレートで当てはまるのは{}個{aside}。{verdict}",
            p.templates
        ));
    }
    if let Some(p) = step.pattern::<BruteForce>() {
        return Some(format!(
            "解法が尽きたときの最後の手段。{}の候補は{}個で、この局面（解はただ一つ）を総当たりで調べると{}になる",
            p.cell, p.choices, p.digit
        ));
    }
    None
}

/// `r1c1=5`, `r1c12（グループ）=5`, or `r4c1（ALS r4c12の中）=5`.
fn said(n: &ChainNode) -> String {
    if n.is_als() {
        format!(
            "{}（ALS {}の中）={}",
            compact_cells(n.cells),
            n.place(),
            n.digit
        )
    } else if n.is_group() {
        format!("{}（グループ）={}", n.place(), n.digit)
    } else {
        format!("{}={}", n.place(), n.digit)
    }
}

/// Why each ALS node's inner strong link holds, one sentence per set.
fn als_sets(p: &Chain) -> String {
    let mut out = Vec::new();
    for (i, l) in p.links.iter().enumerate() {
        let (a, b) = (p.nodes[i], p.nodes[i + 1]);
        if *l == LinkKind::Strong && a.is_als() != b.is_als() {
            let (set, cell) = if a.is_als() { (a, b) } else { (b, a) };
            let n = set.als.len();
            out.push(format!(
                "({x}){set}=({y}){c}は強制出口：{set}はALS（{n}マスに{m}種類の候補）なので、どのマスも{x}でなければ残りの{n}種類の数字でこの{n}マスが埋まる。{c}の他の候補はどれもその数字で、{c}はALS内のその位置をすべて見るので、{c}が{y}になる",
                x = set.digit,
                y = cell.digit,
                set = set.place(),
                c = cell.place(),
                m = n + 1,
            ));
        } else if *l == LinkKind::Strong && a.is_als() && a.als == b.als {
            let n = a.als.len();
            let ys = if b.cells.len() == 1 {
                compact_cells(b.cells)
            } else {
                format!("{}のどれか", compact_cells(b.cells))
            };
            out.push(format!(
                "({x}={y}){set}はALS（{n}マスに{m}種類の候補）なので、どのマスも{x}でなければ残りの{n}種類の数字でこの{n}マスが埋まり、{ys}が{y}になる",
                x = a.digit,
                y = b.digit,
                set = a.place(),
                m = n + 1,
            ));
        }
    }
    out.join("；")
}

fn chain(p: &Chain) -> String {
    let text = chain_links(p);
    let sets = als_sets(p);
    if sets.is_empty() {
        text
    } else {
        let notation = p.eureka();
        text.replacen(&notation, &format!("{notation}（ここで{sets}）"), 1)
    }
}

fn chain_links(p: &Chain) -> String {
    let (Some(first), Some(last)) = (p.nodes.first(), p.nodes.last()) else {
        return String::new();
    };
    let notation = p.eureka();
    match p.kind {
        ChainKind::RemotePair => {
            let cs: Vec<String> = p.nodes.iter().step_by(2).map(|n| n.place()).collect();
            format!(
                "{notation}：{}はどれも{}と{}だけを持ち、順に次のマスを見るので、二つの数字が交互に並ぶ。異なる数字になる二つのマスを見るマスはどちらの数字にもなれない",
                cs.join("・"),
                first.digit,
                p.nodes[1].digit
            )
        }
        ChainKind::XChain => format!(
            "数字{d}の{notation}（=はハウス内で{d}が入る二か所だけの強リンク、-は互いに見える弱リンク）。{}が偽なら{}が真：両端のどちらかは{d}なので、両端を見るマスは{d}になれない",
            said(first),
            said(last),
            d = first.digit
        ),
        ChainKind::XyChain => format!(
            "{notation}：各マスは二つの候補しか持たないので、{}が偽なら{}が真。両端のどちらかは{}なので、両端を見るマスは{}になれない",
            said(first),
            said(last),
            first.digit,
            first.digit
        ),
        ChainKind::Aic | ChainKind::GroupedAic | ChainKind::AlsAic => format!(
            "{notation}（=は強リンク：どちらかが真、-は弱リンク：両方は真にならない）。{}が偽なら{}が真：両端のどちらかは真なので、両端と弱リンクでつながる候補は偽",
            said(first),
            said(last)
        ),
        ChainKind::ContinuousNiceLoop | ChainKind::GroupedContinuousNiceLoop => format!(
            "{notation}：強リンクと弱リンクが一周交互に並ぶので、どのリンクも双方向に成り立ち、各弱リンクのちょうど一端が真。弱リンクの両端とつながる候補は消える"
        ),
        ChainKind::AlsContinuousNiceLoop => format!(
            "{notation}：強リンクと弱リンクが一周交互に並ぶので、どのリンクも双方向に成り立ち、各弱リンクのちょうど一端が真。弱リンクの両端とつながる候補は消える。各ALSはループが使う二つの数字のちょうど一方を欠くので、他の数字はALSの中に確定する（強制出口では、マスの他の候補はALSかそのマスにある）：その数字の位置をすべて見る候補は消える"
        ),
        ChainKind::DiscontinuousNiceLoop
        | ChainKind::GroupedDiscontinuousNiceLoop
        | ChainKind::AlsDiscontinuousNiceLoop => {
            match p.discontinuity() {
                Some(Discontinuity::Place(c, d)) => format!(
                    "{notation}：{c}が{d}でないとすると、ループを一周して{d}になってしまうので、{c}は{d}"
                ),
                Some(Discontinuity::Remove(c, d)) => format!(
                    "{notation}：{c}が{d}だとすると、ループを一周して{d}でなくなってしまうので、{c}は{d}ではない"
                ),
                Some(Discontinuity::RemoveGroup(cs, d)) => format!(
                    "{notation}：{}のどこかが{d}だとすると、ループを一周してそこから{d}がなくなってしまうので、どのマスも{d}ではない",
                    compact_cells(cs)
                ),
                Some(Discontinuity::CellPair(c, x, y)) => format!(
                    "{notation}：{c}が{x}でないとすると、ループを一周して{y}になるので、{c}は{x}か{y}"
                ),
                Some(Discontinuity::WeakStrong(c, x, y)) => format!(
                    "{notation}：{c}が{x}だとすると、ループを一周して{y}にもなってしまうので、{c}は{x}ではない"
                ),
                None => notation,
            }
        }
    }
}

/// `r1c1=5` / `r1c1≠5`.
fn fact(f: &Fact) -> String {
    if f.truth {
        format!("{}={}", f.cell, f.digit)
    } else {
        format!("{}≠{}", f.cell, f.digit)
    }
}

/// One inner branch: the candidate it shows false, its own facts, its
/// contradiction, and the outer facts it rests on.
fn inner_proof(p: &InnerProof) -> String {
    let givens: Vec<String> = p.givens().map(|f| fact(&f)).collect();
    let with = if givens.is_empty() {
        String::new()
    } else {
        format!("（外側の枝の{}を使う）", givens.join("、"))
    };
    format!(
        "{}。なぜなら{}：{}{with}",
        fact(&p.inner.premise.negated()),
        branch_text_with(&p.own_branch(), " ⇒ ", "、", fact),
        clash(&p.contradiction.clash)
    )
}

fn clash(c: &Clash) -> String {
    match *c {
        Clash::CellEmpty { cell } => format!("{cell}に候補がなくなる"),
        Clash::HouseEmpty { house: h, digit } => {
            format!("{}に{digit}を入れる場所がなくなる", house(h))
        }
        Clash::BothWays { cell, digit } => {
            format!("{cell}が{digit}であり、かつ{digit}でないことになる")
        }
    }
}

fn forcing(p: &Forcing) -> String {
    let branches: Vec<String> = p
        .branches
        .iter()
        .map(|b| branch_text_with(b, " ⇒ ", "、", fact))
        .collect();
    let texts = branches.join("；");
    match (&p.kind, &p.contradiction) {
        (ForcingKind::Contradiction, Some(c)) => {
            format!("{texts}：{}という矛盾", clash(&c.clash))
        }
        _ => {
            let cases = match p.kind {
                ForcingKind::Cell { cell } => {
                    let ds: Vec<String> = p
                        .branches
                        .iter()
                        .map(|b| b.premise.digit.to_string())
                        .collect();
                    format!("{cell}は{}のどれか", ds.join("か"))
                }
                ForcingKind::Unit { house: h, digit } => {
                    let cs: Vec<String> = p
                        .branches
                        .iter()
                        .map(|b| b.premise.cell.to_string())
                        .collect();
                    format!("{}の{digit}は{}のどれか", house(h), cs.join("か"))
                }
                ForcingKind::Digit { cell, digit } => format!("{cell}は{digit}か、そうでないか"),
                ForcingKind::Contradiction => String::new(),
            };
            format!(
                "（{cases}）{texts}：どの場合も{}になる",
                fact(&p.conclusion)
            )
        }
    }
}

/// A kraken fish: the finned fish, the cases it makes sure of, a chain
/// from each case to the conclusion.
fn kraken(p: &KrakenFish) -> String {
    let f = &p.fish;
    let (d, base, cover) = (f.digit, houses(&f.base_houses), houses(&f.cover_houses));
    let fish = match f.size {
        2 => "X-Wing",
        3 => "ソードフィッシュ",
        _ => "ジェリーフィッシュ",
    };
    let kind = if f.kind == FishKind::Sashimi {
        "サシミ"
    } else {
        "フィン付き"
    };
    let chains: Vec<String> = p
        .branches
        .iter()
        .map(|b| branch_text_with(b, " ⇒ ", "、", fact))
        .collect();
    let head = format!(
        "タイプ{}。数字{d}について、ベースが{base}、カバーが{cover}、フィンが{}の{kind}{fish}",
        p.kraken.number(),
        cells(f.fins.iter().copied())
    );
    let cases = match p.kraken {
        KrakenType::One => format!(
            "フィンがどれも{d}でなければフィッシュが成り立ち、{}は{d}でない。フィンが{d}なら",
            p.conclusion.cell
        ),
        KrakenType::Two { cover: h } => {
            let inside = p.cover_cases();
            let which = if inside.len() == 1 {
                ""
            } else {
                "のどれか"
            };
            format!(
                "フィンがどれも{d}でなければフィッシュが成り立ち、{}の{d}は{}{which}に入る。つまり{}のどれかが{d}で",
                house(h),
                cells(inside),
                cells(p.branches.iter().map(|b| b.premise.cell))
            )
        }
    };
    format!(
        "{head}。{cases}：{}：どの場合も{}になる",
        chains.join("；"),
        fact(&p.conclusion)
    )
}

fn als_xz(p: &AlsXz) -> String {
    let head = format!(
        "A={}、B={}、X={}（ALS：n個のマスにn+1種類の候補）",
        p.a.name(),
        p.b.name(),
        digits(p.rccs)
    );
    if p.doubly_linked() {
        let locked: Vec<String> = [("A", &p.a), ("B", &p.b)]
            .iter()
            .filter(|(_, s)| !(s.digits - p.rccs).is_empty())
            .map(|(name, s)| {
                format!(
                    "{name}の残り（{}）は{}に確定し",
                    digits(s.digits - p.rccs),
                    compact_cells(s.cells)
                )
            })
            .collect();
        format!(
            "二重リンク型：{head}。AとBはそれぞれ{}のうちちょうど一つを失うので、{}、{}はそれぞれAかBにある",
            digits(p.rccs),
            locked.join("、"),
            digits(p.rccs)
        )
    } else {
        let z: DigitSet = ((p.a.digits & p.b.digits) - p.rccs) & p.zs;
        format!(
            "{head}、Z={}。{}はAとBの多くとも一方でしか真にならないので、一方は確定し、{}はAかBにある",
            digits(z),
            digits(p.rccs),
            digits(z)
        )
    }
}
