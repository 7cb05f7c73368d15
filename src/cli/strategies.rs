//! `strategies`: the registry as a table or as JSON Lines; and the lookup
//! by id that `find` and `render` share.

use super::input::stdout;
use super::lang::LangArgs;
use super::rate::{pad, text_width};
use super::CliResult;
use clap::Args;
use serde::Serialize;
use std::io::Write;
use sudoku_explorer::coach::curriculum::{curriculum, lesson};
use sudoku_explorer::lang::{Lang, Msg, Problem, Rule};
use sudoku_explorer::solver::left_out_by_default;
use sudoku_explorer::strategies::decl::Tier;
use sudoku_explorer::strategies::{self, StrategyInfo, REGISTRY};

// The arguments of `strategies`.
#[derive(Args)]
pub struct StrategiesArgs {
    /// JSON Lines, one object per strategy.
    #[arg(long)]
    json: bool,
    /// In learning order (the curriculum: by the SE rating of each
    /// strategy's usual step, in tiers), with that rating.
    #[arg(long)]
    curriculum: bool,
    #[command(flatten)]
    words: LangArgs,
}

/// The registry entry with this id (or name, in any language: see
/// [`strategies::by_name`]), or an error listing the known ids.
pub fn strategy_by_id(id: &str) -> Result<&'static StrategyInfo, Problem> {
    strategies::by_name(id).ok_or_else(|| Problem::unknown_strategy(id))
}

/// The id `name` names ([`strategies::by_name`]); an unknown name as it is,
/// for the error that follows to name it.
pub fn canonical_id(name: &str) -> String {
    strategies::by_name(name).map_or_else(|| name.to_string(), |s| s.id.to_string())
}

/// A strategy as `strategies --json` writes it: the registry entry, and
/// why the default solver leaves it out, if it does.
#[derive(Serialize)]
struct Row<'a> {
    #[serde(flatten)]
    info: &'a StrategyInfo,
    in_default_solver: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    left_out_because: Option<String>,
    /// The curriculum's tier (none for brute force).
    #[serde(skip_serializing_if = "Option::is_none")]
    tier: Option<Tier>,
    /// The tier's name in the output's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    tier_name: Option<&'static str>,
    /// The SE rating of the strategy's usual step.
    #[serde(skip_serializing_if = "Option::is_none")]
    typical_se: Option<f64>,
    /// The rule in one sentence, in the output's language (the lesson's
    /// and the worksheet's).
    rule: &'static str,
}

/// One line per strategy: id, name, family, difficulty and tier, in the
/// solvers' order (or the curriculum's, with `--curriculum`), and for those
/// the default solver leaves out, `not in the default solver:` and why.
pub fn strategies(args: StrategiesArgs) -> CliResult {
    let mut out = stdout();
    let cat = args.words.lang.catalogue();
    // Columns as wide as their longest entry.
    let id_width = REGISTRY.iter().map(|s| s.id.len()).max().unwrap_or(0);
    // A strategy's name, and the first other name the catalogue knows for
    // it (ネイキッドペア（2国同盟）): both are accepted as ids.
    let aliases = |s: &StrategyInfo| -> Vec<&str> {
        cat.strategy_aliases()
            .iter()
            .filter(|(_, id)| *id == s.id)
            .map(|(alias, _)| *alias)
            .collect()
    };
    let shown = |s: &StrategyInfo| {
        let name = cat.strategy_name(s.id).unwrap_or(s.name);
        // An alias the name already says (ロックされた候補 タイプ1（ポインティング）)
        // is not said twice.
        match aliases(s).into_iter().find(|alias| !name.contains(alias)) {
            Some(alias) => format!("{name}（{alias}）"),
            None => name.to_string(),
        }
    };
    let name_width = REGISTRY
        .iter()
        .map(|s| text_width(&shown(s)))
        .max()
        .unwrap_or(0);
    let order: Vec<&StrategyInfo> = if args.curriculum {
        curriculum().into_iter().map(|l| l.info).collect()
    } else {
        REGISTRY.iter().collect()
    };
    for s in order {
        let why = left_out_by_default(s.id).map(|why| cat.left_out(why));
        let lesson = lesson(s.id);
        let tier = lesson.map_or("-", |l| cat.tier(l.tier));
        if args.json {
            let row = Row {
                info: s,
                in_default_solver: why.is_none(),
                left_out_because: why,
                tier: lesson.map(|l| l.tier),
                tier_name: lesson.map(|l| cat.tier(l.tier)),
                typical_se: lesson.map(|l| f64::from(l.tenths) / 10.0),
                rule: cat.rule(Rule::of(s.decl)),
            };
            if args.words.lang == Lang::En {
                writeln!(out, "{}", serde_json::to_string(&row)?)?;
            } else {
                let mut v = serde_json::to_value(&row)?;
                v["name"] = cat.strategy_name(s.id).unwrap_or(s.name).into();
                if !aliases(s).is_empty() {
                    v["aliases"] = aliases(s).into();
                }
                writeln!(out, "{v}")?;
            }
        } else {
            let name = shown(s);
            let name = name.as_str();
            let line = if args.curriculum {
                let se = lesson.map_or("-".to_string(), |l| {
                    format!("{}.{}", l.tenths / 10, l.tenths % 10)
                });
                format!(
                    "{} {se:>4}  {:<id_width$} {}",
                    pad(tier, 10),
                    s.id,
                    pad(name, name_width)
                )
            } else {
                format!(
                    "{:<id_width$} {} {} {:>5}  {}",
                    s.id,
                    pad(name, name_width),
                    pad(cat.family(s.family), 14),
                    s.difficulty,
                    pad(tier, 10)
                )
            };
            match why {
                Some(why) => writeln!(
                    out,
                    "{line}  {}{}{why}",
                    cat.msg(Msg::NotInDefault),
                    cat.msg(Msg::MoveSaid)
                )?,
                None => writeln!(out, "{}", line.trim_end())?,
            }
        }
    }
    out.flush()?;
    Ok(true)
}
