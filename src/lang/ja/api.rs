//! The live app's API errors in Japanese.

use crate::lang::api::ApiProblem;

pub(super) fn api_problem(p: &ApiProblem) -> String {
    match p {
        ApiProblem::BadJson { detail } => {
            format!("リクエストの本文が、このルートの読むJSONではありません（{detail}）")
        }
        ApiProblem::PositionSize { field, found } => format!(
            "{field}：{found}文字です。盤面は1マス1文字で、16・36・81文字（4×4・6×6・9×9）です"
        ),
        ApiProblem::FieldLength {
            field,
            found,
            expected,
        } => format!("{field}：{found}文字です。この盤面には{expected}文字が必要です"),
        ApiProblem::NotADigit { field, cell, found } => {
            format!("{field}、{cell}：「{found}」はこの盤の数字でも「.」「0」でもありません")
        }
        ApiProblem::GivenChanged { cell } => {
            format!("position.values、{cell}：問題の数字は変えられません")
        }
        ApiProblem::BadCandidates { cell, found } => format!(
            "position.candidates、{cell}：「{found}」はこの盤の候補を表す16進数3桁ではありません"
        ),
        ApiProblem::BadCode { field, code } => {
            format!("{field}：{code}はこの盤の候補ではありません（マス×16＋数字）")
        }
        ApiProblem::BadLevel { found } => {
            format!("level：{found}です。ヒントの段階は1から4です")
        }
        ApiProblem::BadSize { found } => {
            format!("size：「{found}」です。盤の大きさは4・6・9です")
        }
        ApiProblem::BadLang { found } => {
            format!("lang：「{found}」です。言語はenとjaです")
        }
        ApiProblem::BadMove { found } => format!(
            "moves：「{found}」は候補を消す手（r3c4<>5）でも数字を置く手（r3c4=5）でもありません"
        ),
        ApiProblem::TooMany { field, limit } => {
            format!("{field}：{limit}を超えています。1回のリクエストで聞けるのはそこまでです")
        }
        ApiProblem::NoLesson { id } => format!("「{id}」という解法のページはありません"),
        ApiProblem::NoRoute { method, path } => {
            format!("{method} {path}というルートはありません。docs/api.mdに一覧があります")
        }
        ApiProblem::ForeignHost { host } => format!(
            "このサーバーが答えるのは127.0.0.1かlocalhost宛てのリクエストだけです（宛先：{host:?}）。\
             ほかの名前で使うには--hostを付けて起動してください"
        ),
        ApiProblem::TooLarge { limit } => {
            format!("リクエストが{limit}バイトを超えています。サーバーが読むのはそこまでです")
        }
        ApiProblem::OutOfTime { seconds } => format!(
            "{seconds}秒を超えたので止めました。もう一度試すか、もっと小さな問いにしてください"
        ),
        ApiProblem::Failed => {
            "このリクエストでサーバーが失敗しました（バグ）。ほかのリクエストには答え続けます"
                .to_string()
        }
        ApiProblem::Solved => "盤面は解けています。次の一手はありません".to_string(),
    }
}
