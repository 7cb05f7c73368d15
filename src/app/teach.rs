//! The routes that teach without a position of the learner's: the page's
//! words, the bundled puzzles, the lessons in curriculum order with a
//! worked example each, and drills (positions whose next step is a chosen
//! technique, from the generator).

use super::position::Position;
use super::routes::{read, Ctx};
use super::Refusal;
use crate::coach::{curriculum, lesson as lesson_of, Lesson};
use crate::formats::parse_puzzles;
use crate::generate::{generate_needing, GenerateError, Options};
use crate::grid::Board;
use crate::lang::api::ApiProblem;
use crate::lang::app::AppWord;
use crate::lang::{Problem, Rule};
use crate::render::live::layers_json;
use crate::step::Step;
use crate::strategies::decl::Tier;
use serde::Deserialize;
use serde_json::{json, Map, Value};

/// `GET /api/words`: every word of the page, the strategies' names and
/// the tiers', in the request's language.
pub fn words(ctx: &Ctx) -> Value {
    let cat = ctx.lang.catalogue();
    let words: Map<String, Value> = AppWord::ALL
        .iter()
        .map(|&w| (w.key().to_string(), cat.app_word(w).into()))
        .collect();
    let strategies: Map<String, Value> = curriculum()
        .iter()
        .map(|l| (l.info.id.to_string(), name(ctx, l.info.id).into()))
        .collect();
    let tiers: Vec<Value> = Tier::ALL
        .iter()
        .map(|&t| json!({"id": tier_id(t), "name": cat.tier(t)}))
        .collect();
    json!({"lang": ctx.lang.tag(), "words": words, "strategies": strategies, "tiers": tiers})
}

fn name(ctx: &Ctx, id: &'static str) -> &'static str {
    crate::lang::strategy_name(id, ctx.lang).unwrap_or(id)
}

/// A tier as `known` takes it (the English word, in any language).
fn tier_id(t: Tier) -> &'static str {
    crate::lang::Lang::En.catalogue().tier(t)
}

/// The puzzle files the binary carries, by name.
const BUNDLED: [(&str, &str); 7] = [
    ("numpre1.txt", include_str!("../../puzzles/numpre1.txt")),
    ("nikoli-p6.bas", include_str!("../../puzzles/nikoli-p6.bas")),
    (
        "mini4x4-020.bas",
        include_str!("../../puzzles/mini4x4-020.bas"),
    ),
    (
        "worlds-hardest.txt",
        include_str!("../../puzzles/worlds-hardest.txt"),
    ),
    (
        "strategy-examples.txt",
        include_str!("../../puzzles/strategy-examples.txt"),
    ),
    (
        "chain-examples.txt",
        include_str!("../../puzzles/chain-examples.txt"),
    ),
    (
        "als-examples.txt",
        include_str!("../../puzzles/als-examples.txt"),
    ),
];

/// `GET /api/puzzles`: the bundled puzzles, each with its file and line
/// and, where the file names one, the technique it shows.
pub fn puzzles() -> Value {
    let mut out = Vec::new();
    for (file, text) in BUNDLED {
        let lines: Vec<&str> = text.lines().collect();
        for p in parse_puzzles(text).into_iter().flatten() {
            // The words after the puzzle on its line (strategy-examples.txt).
            let technique = lines
                .get(p.line - 1)
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(crate::strategies::by_name)
                .map(|i| i.id);
            let mut v = json!({
                "name": format!("{file}:{}", p.line),
                "position": Position::of(&p.board).to_json(),
            });
            if let Some(id) = technique {
                v["technique"] = id.into();
            }
            out.push(v);
        }
    }
    json!({ "puzzles": out })
}

fn lesson_json(ctx: &Ctx, l: &Lesson) -> Value {
    json!({
        "id": l.info.id,
        "name": name(ctx, l.info.id),
        "tier": tier_id(l.tier),
        "tierName": ctx.lang.catalogue().tier(l.tier),
        "se": f64::from(l.tenths) / 10.0,
    })
}

/// `GET /api/lessons`: the curriculum, in teaching order.
pub fn lessons(ctx: &Ctx) -> Value {
    let list: Vec<Value> = curriculum().iter().map(|l| lesson_json(ctx, l)).collect();
    json!({ "lessons": list })
}

/// A worked example: a position and the step the technique takes there.
#[derive(Clone, Debug)]
pub struct Example {
    board: Board,
    step: Step,
}

/// The seed of every lesson's example: the same example for everyone.
const EXAMPLE_SEED: u64 = 1;

/// `GET /api/lessons/ID`: a lesson with its rule and worked example.
pub fn lesson(ctx: &Ctx, id: &str) -> Result<Value, Refusal> {
    let all = curriculum();
    let k = crate::strategies::by_name(id)
        .and_then(|info| all.iter().position(|l| l.info.id == info.id))
        .ok_or_else(|| {
            Refusal::Api(ApiProblem::NoLesson {
                id: id.chars().take(60).collect(),
            })
        })?;
    let l = &all[k];
    let cat = ctx.lang.catalogue();
    let mut v = lesson_json(ctx, l);
    v["rule"] = cat.rule(Rule::of(l.info.decl)).into();
    if k > 0 {
        v["previous"] = all[k - 1].info.id.into();
    }
    if let Some(next) = all.get(k + 1) {
        v["next"] = next.info.id.into();
    }
    if let Some(e) = example(ctx, l.info.id)? {
        v["example"] = json!({
            "position": Position::of(&e.board).to_json(),
            "text": e.step.explain_in(ctx.lang, ctx.notation),
            "layers": layers_json(&e.board, &e.step.highlights, &ctx.opts()),
        });
    }
    Ok(v)
}

/// The lesson's example, made once (`None`: the generator found none in
/// its time; asked again later, it is not tried again).
fn example(ctx: &Ctx, id: &'static str) -> Result<Option<Example>, Refusal> {
    if let Some(e) = ctx
        .state
        .examples
        .lock()
        .ok()
        .and_then(|m| m.get(id).cloned())
    {
        return Ok(e);
    }
    let made = match position_before(id, EXAMPLE_SEED, ctx.state.generate_time) {
        Ok(e) => Some(e),
        Err(Refusal::Api(ApiProblem::OutOfTime { .. })) => None,
        Err(other) => return Err(other),
    };
    if let Ok(mut m) = ctx.state.examples.lock() {
        m.insert(id, made.clone());
    }
    Ok(made)
}

/// A puzzle that needs `id` (seed `seed`), walked to the position just
/// before its first step of `id`.
fn position_before(id: &str, seed: u64, time: std::time::Duration) -> Result<Example, Refusal> {
    let options = Options {
        seed,
        max_time: time,
        minimal: false,
        ..Options::default()
    };
    let made = generate_needing(id, &options).map_err(|e| match e {
        GenerateError::OutOfTime { seconds, .. } => Refusal::Api(ApiProblem::OutOfTime {
            seconds: seconds.round() as u64,
        }),
        other => Refusal::Problem(other.problem()),
    })?;
    let w = &made.walkthrough;
    let k = w
        .steps
        .iter()
        .position(|s| s.strategy == made.strategy)
        .ok_or(Refusal::Api(ApiProblem::Failed))?;
    Ok(Example {
        board: w.board_before(k),
        step: w.steps[k].clone(),
    })
}

#[derive(Deserialize)]
struct DrillBody {
    technique: String,
    #[serde(default)]
    seed: Option<u64>,
}

/// `POST /api/drill`: a position whose next step is the technique.
pub fn drill(ctx: &Ctx, body: Value) -> Result<Value, Refusal> {
    let body: DrillBody = read(body)?;
    let info = crate::strategies::by_name(&body.technique)
        .ok_or_else(|| Refusal::Problem(Problem::unknown_strategy(&body.technique)))?;
    lesson_of(info.id).ok_or_else(|| {
        Refusal::Api(ApiProblem::NoLesson {
            id: info.id.to_string(),
        })
    })?;
    let seed = body.seed.unwrap_or(1);
    let e = position_before(info.id, seed, ctx.state.generate_time)?;
    // The step itself stays here: the learner finds it, and /api/grade
    // judges what they found.
    Ok(json!({
        "position": Position::of(&e.board).to_json(),
        "technique": info.id,
        "name": name(ctx, info.id),
        "seed": seed,
    }))
}
