<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>CardReference</name>
    <message>
        <source>Cards in this deck</source>
        <translation>이 덱의 카드</translation>
    </message>
    <message>
        <source>{number} · {name} (×{copies})</source>
        <translation>{number} · {name} ({copies}장)</translation>
    </message>
    <message>
        <source>Try it</source>
        <translation>해 보기</translation>
    </message>
    <message>
        <source>Play a short puzzle with this card</source>
        <translation>이 카드로 짧은 퍼즐을 풀어 봅니다</translation>
    </message>
</context>
<context>
    <name>CloseUp</name>
    <message>
        <source>A facedown card</source>
        <translation>뒷면인 카드</translation>
    </message>
    <message>
        <source>{name} · {number}</source>
        <translation>{name} · {number}</translation>
    </message>
    <message>
        <source>Press T to try a puzzle with this card</source>
        <translation>T를 누르면 이 카드의 퍼즐을 풀어 봅니다</translation>
    </message>
    <message>
        <source>In the draw area: while a Squire lies faceup, the deck&apos;s top card is laid out here at the end of each turn. On your turn you may take it instead of drawing from the deck.</source>
        <translation>종자 구역: 종자 카드가 앞면으로 놓여 있는 동안 매 차례가 끝날 때마다 덱 맨 위 카드가 여기에 놓입니다. 내 차례에 덱에서 카드를 뽑는 대신 이 카드를 가져올 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>The settings were reset to their defaults.</source>
        <translation>설정을 기본값으로 되돌렸습니다.</translation>
    </message>
    <message>
        <source>The settings could not be reset (the log says why).</source>
        <translation>설정을 기본값으로 되돌리지 못했습니다(이유는 로그에 있습니다).</translation>
    </message>
    <message>
        <source>Some saved settings could not be used, so their defaults were taken.</source>
        <translation>저장된 설정 일부를 쓸 수 없어 기본값을 사용합니다.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Silver Desktop: something went wrong</source>
        <translation>실버 데스크톱: 문제가 발생했습니다</translation>
    </message>
    <message>
        <source>Silver Desktop could not start.</source>
        <translation>실버 데스크톱을 시작하지 못했습니다.</translation>
    </message>
    <message>
        <source>Something went wrong in Silver Desktop. Your game is saved after every action, so nothing is lost: you can continue playing, or restart the app.</source>
        <translation>실버 데스크톱에 문제가 발생했습니다. 게임은 행동할 때마다 저장되므로 잃어버린 것은 없습니다. 계속 플레이하거나 앱을 다시 시작할 수 있습니다.</translation>
    </message>
    <message>
        <source>The report below helps to find the problem. It tells nothing about the cards.</source>
        <translation>아래 보고서는 문제를 찾는 데 도움이 됩니다. 카드에 관한 정보는 들어 있지 않습니다.</translation>
    </message>
    <message>
        <source>Error report</source>
        <translation>오류 보고서</translation>
    </message>
    <message>
        <source>The log file is {path}</source>
        <translation>로그 파일: {path}</translation>
    </message>
    <message>
        <source>The log could not be written to a file.</source>
        <translation>로그를 파일에 기록하지 못했습니다.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>보고서 복사</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>다시 시작</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>종료</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>계속하기</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>복사했습니다</translation>
    </message>
    <message>
        <source>Silver Desktop could not restart. Please start it again yourself.</source>
        <translation>실버 데스크톱을 다시 시작하지 못했습니다. 직접 다시 실행해 주십시오.</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Shortcut: Alt+{n}</source>
        <translation>단축키: Alt+{n}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Take back the cards chosen so far (Escape)</source>
        <translation>지금까지 고른 카드를 되돌립니다 (Escape)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>계속</translation>
    </message>
    <message>
        <source>Shortcut: Space</source>
        <translation>단축키: 스페이스</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>The file does not exist (any more).</source>
        <translation>파일이 없습니다(삭제되었을 수 있습니다).</translation>
    </message>
    <message>
        <source>This is a folder or a device, not a file.</source>
        <translation>파일이 아니라 폴더나 장치입니다.</translation>
    </message>
    <message>
        <source>The file is far too large to be a Silver game file.</source>
        <translation>실버 게임 파일이라기에는 너무 큰 파일입니다.</translation>
    </message>
    <message>
        <source>The file could not be read. Check that you are allowed to open it.</source>
        <translation>파일을 읽지 못했습니다. 이 파일을 열 권한이 있는지 확인하십시오.</translation>
    </message>
    <message>
        <source>This file is not a Silver game file.</source>
        <translation>실버 게임 파일이 아닙니다.</translation>
    </message>
    <message>
        <source>This file is not a Silver game file, or it was cut short or damaged.</source>
        <translation>실버 게임 파일이 아니거나, 파일이 잘렸거나 손상되었습니다.</translation>
    </message>
    <message>
        <source>This game file was written by another version of Silver Desktop, which this one cannot read.</source>
        <translation>다른 버전의 실버 데스크톱이 만든 게임 파일이라 이 버전에서는 읽을 수 없습니다.</translation>
    </message>
    <message>
        <source>The game in this file breaks the rules at move %1; it may have been edited or damaged.</source>
        <translation>이 파일의 게임은 %1번째 수에서 규칙에 어긋납니다. 파일이 수정되었거나 손상되었을 수 있습니다.</translation>
    </message>
    <message>
        <source>The game in this file could not be replayed because of an error in the app.</source>
        <translation>프로그램 오류 때문에 이 파일의 게임을 다시 진행하지 못했습니다.</translation>
    </message>
    <message>
        <source>This game file is damaged; it may have been edited or cut short.</source>
        <translation>게임 파일이 손상되었습니다. 수정되었거나 잘렸을 수 있습니다.</translation>
    </message>
    <message>
        <source>This file cannot be opened:
%1

%2</source>
        <translation>이 파일을 열 수 없습니다:
%1

%2</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>디스크가 가득 찼습니다.</translation>
    </message>
    <message>
        <source>You are not allowed to write in this folder.</source>
        <translation>이 폴더에 쓸 권한이 없습니다.</translation>
    </message>
    <message>
        <source>The folder does not exist (any more).</source>
        <translation>폴더가 없습니다(삭제되었을 수 있습니다).</translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation>파일을 쓰지 못했습니다.</translation>
    </message>
    <message>
        <source>The file was not saved:
%1

%2</source>
        <translation>파일을 저장하지 못했습니다:
%1

%2</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Player {number}</source>
        <translation>플레이어 {number}</translation>
    </message>
    <message>
        <source>the {card}</source>
        <comment>a card type named in a sentence</comment>
        <translation>{card} 카드</translation>
    </message>
    <message>
        <source>a card</source>
        <comment>a card whose face is not known</comment>
        <translation>카드</translation>
    </message>
    <message>
        <source>your village</source>
        <translation>내 마을</translation>
    </message>
    <message>
        <source>their village</source>
        <comment>the whole village of the sentence&apos;s subject</comment>
        <translation>자기 마을</translation>
    </message>
    <message>
        <source>{name}&apos;s village</source>
        <translation>{name} 님의 마을</translation>
    </message>
    <message>
        <source>the {ordinal} card of your village</source>
        <translation>내 마을의 {ordinal} 카드</translation>
    </message>
    <message>
        <source>the {ordinal} card of their village</source>
        <comment>the village of the sentence&apos;s subject</comment>
        <translation>자기 마을의 {ordinal} 카드</translation>
    </message>
    <message>
        <source>the {ordinal} card of {name}&apos;s village</source>
        <translation>{name} 님 마을의 {ordinal} 카드</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>내 손</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name} 님의 손</translation>
    </message>
    <message>
        <source>the top card of the discard pile</source>
        <translation>버리는 더미 맨 위 카드</translation>
    </message>
    <message>
        <source>the {ordinal} card from the top of the discard pile</source>
        <translation>버리는 더미 위에서 {ordinal} 카드</translation>
    </message>
    <message>
        <source>the bottom card of the deck</source>
        <translation>덱 맨 아래 카드</translation>
    </message>
    <message>
        <source>the top card of the deck</source>
        <translation>덱 맨 위 카드</translation>
    </message>
    <message>
        <source>the bottom card of the discard pile</source>
        <translation>버리는 더미 맨 아래 카드</translation>
    </message>
    <message>
        <source>the {ordinal} card of the draw area</source>
        <translation>종자 구역의 {ordinal} 카드</translation>
    </message>
    <message>
        <source>the card in your hand</source>
        <translation>내 손의 카드</translation>
    </message>
    <message>
        <source>the card in {name}&apos;s hand</source>
        <translation>{name} 님 손의 카드</translation>
    </message>
    <message>
        <source>the bottom of the deck</source>
        <translation>덱 맨 아래</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>덱</translation>
    </message>
    <message>
        <source>the bottom of the discard pile</source>
        <translation>버리는 더미 맨 아래</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>버리는 더미</translation>
    </message>
    <message>
        <source>the draw area</source>
        <translation>종자 구역</translation>
    </message>
    <message>
        <source>the cards in hand</source>
        <translation>손에 든 카드</translation>
    </message>
    <message>
        <source>the cards being discarded</source>
        <translation>버려지는 카드</translation>
    </message>
    <message>
        <source>the card kept by the Commander</source>
        <translation>지휘관 카드가 보관한 카드</translation>
    </message>
    <message>
        <source>the cards set aside</source>
        <translation>따로 둔 카드</translation>
    </message>
    <message>
        <source>Round {round} begins; you play first.</source>
        <translation>{round}라운드가 시작됩니다. 내가 시작 플레이어입니다.</translation>
    </message>
    <message>
        <source>Round {round} begins; {name} plays first.</source>
        <translation>{round}라운드가 시작됩니다. {name} 님이 시작 플레이어입니다.</translation>
    </message>
    <message>
        <source>The cards were dealt: a village of five facedown cards for each player.</source>
        <translation>카드를 나누었습니다. 플레이어마다 뒷면 카드 다섯 장으로 된 마을을 하나씩 받습니다.</translation>
    </message>
    <message>
        <source>You looked at {at}: {card}.</source>
        <translation>{at}를 보았습니다: {card}.</translation>
    </message>
    <message>
        <source>You looked at {at}.</source>
        <translation>{at}를 보았습니다.</translation>
    </message>
    <message>
        <source>{name} looked at {at}.</source>
        <translation>{name} 님이 {at}를 보았습니다.</translation>
    </message>
    <message>
        <source>{card} went onto the discard pile.</source>
        <translation>{card}가 버리는 더미에 놓였습니다.</translation>
    </message>
    <message>
        <source>{card} went to the bottom of the discard pile.</source>
        <translation>{card}가 버리는 더미 맨 아래에 놓였습니다.</translation>
    </message>
    <message>
        <source>You put {card} at the bottom of the deck.</source>
        <translation>{card}를 덱 맨 아래에 넣었습니다.</translation>
    </message>
    <message>
        <source>{name} put {card} at the bottom of the deck.</source>
        <translation>{name} 님이 {card}를 덱 맨 아래에 넣었습니다.</translation>
    </message>
    <message>
        <source>{at} left the village: {card}.</source>
        <translation>{at}가 마을을 떠났습니다: {card}.</translation>
    </message>
    <message>
        <source>{at} left the village.</source>
        <translation>{at}가 마을을 떠났습니다.</translation>
    </message>
    <message>
        <source>{card} was turned up from the deck onto the discard pile.</source>
        <translation>덱에서 {card}가 공개되어 버리는 더미에 놓였습니다.</translation>
    </message>
    <message>
        <source>You placed {card}, kept by {commander}, as {at}.</source>
        <translation>{commander}로 보관한 {card}를 {at}로 놓았습니다.</translation>
    </message>
    <message>
        <source>{name} placed {card}, kept by {commander}, as {at}.</source>
        <translation>{name} 님이 {commander}로 보관한 {card}를 {at}로 놓았습니다.</translation>
    </message>
    <message>
        <source>{at} was shuffled into the deck: {card}.</source>
        <translation>{at}가 덱에 섞여 들어갔습니다: {card}.</translation>
    </message>
    <message>
        <source>{at} was shuffled into the deck.</source>
        <translation>{at}가 덱에 섞여 들어갔습니다.</translation>
    </message>
    <message>
        <source>{card} left {src} and became {at}.</source>
        <translation>{card}가 {src}에서 나와 {at}가 되었습니다.</translation>
    </message>
    <message>
        <source>{card} moved from {src} to {dst}.</source>
        <translation>{card}가 {src}에서 {dst}에 옮겨졌습니다.</translation>
    </message>
    <message>
        <source>You drew {card}.</source>
        <translation>{card}를 뽑았습니다.</translation>
    </message>
    <message>
        <source>You took the top card of the deck without looking at it.</source>
        <translation>덱 맨 위 카드를 보지 않고 가져왔습니다.</translation>
    </message>
    <message>
        <source>{name} drew {card} from the deck.</source>
        <translation>{name} 님이 덱에서 {card}를 뽑았습니다.</translation>
    </message>
    <message>
        <source>You took {card} from the draw area.</source>
        <translation>종자 구역에서 {card}를 가져왔습니다.</translation>
    </message>
    <message>
        <source>{name} took {card} from the draw area.</source>
        <translation>{name} 님이 종자 구역에서 {card}를 가져왔습니다.</translation>
    </message>
    <message>
        <source>You took {card}, {src}.</source>
        <comment>src: &apos;the 3rd card from...&apos;</comment>
        <translation>{src}인 {card}를 가져왔습니다.</translation>
    </message>
    <message>
        <source>{name} took {card}, {src}.</source>
        <comment>src: &apos;the 3rd card from...&apos;</comment>
        <translation>{name} 님이 {src}인 {card}를 가져왔습니다.</translation>
    </message>
    <message>
        <source>You took {card} from {src}.</source>
        <translation>{src}에서 {card}를 가져왔습니다.</translation>
    </message>
    <message>
        <source>{name} took {card} from {src}.</source>
        <translation>{name} 님이 {src}에서 {card}를 가져왔습니다.</translation>
    </message>
    <message>
        <source>You discarded {card}; with {goth} you may put it under the deck instead of onto the pile.</source>
        <translation>{card}를 버렸습니다. {goth} 덕분에 버리는 더미 대신 덱 맨 아래에 넣을 수도 있습니다.</translation>
    </message>
    <message>
        <source>{name} discarded {card}; with {goth} they may put it under the deck instead of onto the pile.</source>
        <translation>{name} 님이 {card}를 버렸습니다. {goth} 덕분에 버리는 더미 대신 덱 맨 아래에 넣을 수도 있습니다.</translation>
    </message>
    <message>
        <source>You placed {card} as {at}.</source>
        <translation>{card}를 {at}로 놓았습니다.</translation>
    </message>
    <message>
        <source>{name} placed {card} as {at}.</source>
        <translation>{name} 님이 {card}를 {at}로 놓았습니다.</translation>
    </message>
    <message>
        <source>You discarded {card}.</source>
        <translation>{card}를 버렸습니다.</translation>
    </message>
    <message>
        <source>{name} discarded {card}.</source>
        <translation>{name} 님이 {card}를 버렸습니다.</translation>
    </message>
    <message>
        <source>You played {card} for its ability.</source>
        <translation>{card}를 버리며 그 능력을 사용했습니다.</translation>
    </message>
    <message>
        <source>{name} played {card} for its ability.</source>
        <translation>{name} 님이 {card}를 버리며 그 능력을 사용했습니다.</translation>
    </message>
    <message>
        <source>You put {card} back on top of the deck.</source>
        <translation>{card}를 덱 맨 위에 다시 올려놓았습니다.</translation>
    </message>
    <message>
        <source>{name} put {card} back on top of the deck.</source>
        <translation>{name} 님이 {card}를 덱 맨 위에 다시 올려놓았습니다.</translation>
    </message>
    <message>
        <source>{at} was turned faceup: {card}.</source>
        <translation>{at}가 앞면으로 뒤집혔습니다: {card}.</translation>
    </message>
    <message>
        <source>{at} was turned faceup.</source>
        <translation>{at}가 앞면으로 뒤집혔습니다.</translation>
    </message>
    <message>
        <source>{at} was turned facedown: {card}.</source>
        <translation>{at}가 뒷면으로 뒤집혔습니다: {card}.</translation>
    </message>
    <message>
        <source>{at} was turned facedown.</source>
        <translation>{at}가 뒷면으로 뒤집혔습니다.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>내 차례입니다.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name} 님의 차례입니다.</translation>
    </message>
    <message>
        <source>You declared a set.</source>
        <translation>세트를 선언했습니다.</translation>
    </message>
    <message>
        <source>{name} declared a set.</source>
        <translation>{name} 님이 세트를 선언했습니다.</translation>
    </message>
    <message>
        <source>You claimed cards worth 6 or more with {card}.</source>
        <translation>{card}로 값이 6 이상이라고 주장하는 카드를 지목했습니다.</translation>
    </message>
    <message>
        <source>{name} claimed cards worth 6 or more with {card}.</source>
        <translation>{name} 님이 {card}로 값이 6 이상이라고 주장하는 카드를 지목했습니다.</translation>
    </message>
    <message>
        <source>You drew no more cards.</source>
        <translation>카드를 더 뽑지 않았습니다.</translation>
    </message>
    <message>
        <source>{name} drew no more cards.</source>
        <translation>{name} 님이 카드를 더 뽑지 않았습니다.</translation>
    </message>
    <message>
        <source>You did not use the Lycans&apos; +1s.</source>
        <translation>라이칸의 +1을 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source>{name} did not use the Lycans&apos; +1s.</source>
        <translation>{name} 님이 라이칸의 +1을 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source>You took nothing from the discard pile.</source>
        <translation>버리는 더미에서 아무것도 가져오지 않았습니다.</translation>
    </message>
    <message>
        <source>{name} took nothing from the discard pile.</source>
        <translation>{name} 님이 버리는 더미에서 아무것도 가져오지 않았습니다.</translation>
    </message>
    <message>
        <source>You used the ability of {at} with {card}.</source>
        <translation>{card}로 {at}의 능력을 사용했습니다.</translation>
    </message>
    <message>
        <source>{name} used the ability of {at} with {card}.</source>
        <translation>{name} 님이 {card}로 {at}의 능력을 사용했습니다.</translation>
    </message>
    <message>
        <source>You used the ability of the discarded card with {card}.</source>
        <translation>{card}로 버린 카드의 능력을 사용했습니다.</translation>
    </message>
    <message>
        <source>{name} used the ability of the discarded card with {card}.</source>
        <translation>{name} 님이 {card}로 버린 카드의 능력을 사용했습니다.</translation>
    </message>
    <message>
        <source>You searched {village} with {card}.</source>
        <translation>{card}로 {village}을 살펴보았습니다.</translation>
    </message>
    <message>
        <source>{name} searched {village} with {card}.</source>
        <translation>{name} 님이 {card}로 {village}을 살펴보았습니다.</translation>
    </message>
    <message>
        <source>You pass cards clockwise with {card}.</source>
        <translation>{card}로 카드를 시계 방향으로 넘깁니다.</translation>
    </message>
    <message>
        <source>{name} passes cards clockwise with {card}.</source>
        <translation>{name} 님이 {card}로 카드를 시계 방향으로 넘깁니다.</translation>
    </message>
    <message>
        <source>You pass cards counterclockwise with {card}.</source>
        <translation>{card}로 카드를 시계 반대 방향으로 넘깁니다.</translation>
    </message>
    <message>
        <source>{name} passes cards counterclockwise with {card}.</source>
        <translation>{name} 님이 {card}로 카드를 시계 반대 방향으로 넘깁니다.</translation>
    </message>
    <message>
        <source>You used {card} on {at}.</source>
        <translation>{at}에 {card}를 사용했습니다.</translation>
    </message>
    <message>
        <source>{name} used {card} on {at}.</source>
        <translation>{name} 님이 {at}에 {card}를 사용했습니다.</translation>
    </message>
    <message>
        <source>You retired {at} with {card}.</source>
        <translation>{card}로 {at}를 버렸습니다.</translation>
    </message>
    <message>
        <source>{name} retired {at} with {card}.</source>
        <translation>{name} 님이 {card}로 {at}를 버렸습니다.</translation>
    </message>
    <message>
        <source>You called for a vote.</source>
        <translation>결판을 선언했습니다.</translation>
    </message>
    <message>
        <source>{name} called for a vote.</source>
        <translation>{name} 님이 결판을 선언했습니다.</translation>
    </message>
    <message>
        <source>You used the ability of {card} ({at}) with {marksman}.</source>
        <translation>{marksman}로 {card}({at})의 능력을 사용했습니다.</translation>
    </message>
    <message>
        <source>{name} used the ability of {card} ({at}) with {marksman}.</source>
        <translation>{name} 님이 {marksman}로 {card}({at})의 능력을 사용했습니다.</translation>
    </message>
    <message>
        <source>You take the token with its power: you start the next round and may use it then.</source>
        <translation>능력이 켜진 토큰을 받습니다. 다음 라운드를 먼저 시작하고, 그 라운드에 능력을 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>{name} takes the token with its power: they start the next round and may use it then.</source>
        <translation>{name} 님이 능력이 켜진 토큰을 받습니다. 다음 라운드를 먼저 시작하고, 그 라운드에 능력을 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>You take the token: you start the next round, without its power.</source>
        <translation>토큰을 받습니다. 다음 라운드를 먼저 시작하지만, 능력은 꺼져 있습니다.</translation>
    </message>
    <message>
        <source>{name} takes the token: they start the next round, without its power.</source>
        <translation>{name} 님이 토큰을 받습니다. 다음 라운드를 먼저 시작하지만, 능력은 꺼져 있습니다.</translation>
    </message>
    <message>
        <source>You take the token.</source>
        <translation>토큰을 받습니다.</translation>
    </message>
    <message>
        <source>{name} takes the token.</source>
        <translation>{name} 님이 토큰을 받습니다.</translation>
    </message>
    <message>
        <source>You put {card} in place of {at}, which held the same card; that one was discarded.</source>
        <translation>{card}를 같은 카드가 있던 {at} 자리에 놓았고, 원래 있던 카드는 버리는 더미에 놓였습니다.</translation>
    </message>
    <message>
        <source>{name} put {card} in place of {at}, which held the same card; that one was discarded.</source>
        <translation>{name} 님이 {card}를 같은 카드가 있던 {at} 자리에 놓았고, 원래 있던 카드는 버리는 더미에 놓였습니다.</translation>
    </message>
    <message>
        <source>You put {card} in place of {at}; {gone} was discarded.</source>
        <translation>{card}를 {at} 자리에 놓았고, {gone}는 버리는 더미에 놓였습니다.</translation>
    </message>
    <message>
        <source>{name} put {card} in place of {at}; {gone} was discarded.</source>
        <translation>{name} 님이 {card}를 {at} 자리에 놓았고, {gone}는 버리는 더미에 놓였습니다.</translation>
    </message>
    <message>
        <source>You put {card} in place of {at}.</source>
        <translation>{card}를 {at} 자리에 놓았습니다.</translation>
    </message>
    <message>
        <source>{name} put {card} in place of {at}.</source>
        <translation>{name} 님이 {card}를 {at} 자리에 놓았습니다.</translation>
    </message>
    <message>
        <source>You put the card you held in place of {at}.</source>
        <translation>손에 든 카드를 {at} 자리에 놓았습니다.</translation>
    </message>
    <message>
        <source>{name} put the card they held in place of {at}.</source>
        <translation>{name} 님이 손에 든 카드를 {at} 자리에 놓았습니다.</translation>
    </message>
    <message>
        <source>You sent {at} to the bottom of the discard pile.</source>
        <translation>{at}를 버리는 더미 맨 아래로 보냈습니다.</translation>
    </message>
    <message>
        <source>{name} sent {at} to the bottom of the discard pile.</source>
        <translation>{name} 님이 {at}를 버리는 더미 맨 아래로 보냈습니다.</translation>
    </message>
    <message>
        <source>You put {card} onto the discard pile.</source>
        <translation>{card}를 버리는 더미에 올려놓았습니다.</translation>
    </message>
    <message>
        <source>{name} put {card} onto the discard pile.</source>
        <translation>{name} 님이 {card}를 버리는 더미에 올려놓았습니다.</translation>
    </message>
    <message>
        <source>{at} ({card})</source>
        <comment>a village card and the card known to lie there</comment>
        <translation>{at}({card})</translation>
    </message>
    <message>
        <source>You put the card you held in place of {at}; {gone} was discarded.</source>
        <translation>손에 든 카드를 {at} 자리에 놓았고, {gone}는 버리는 더미에 놓였습니다.</translation>
    </message>
    <message>
        <source>{name} put the card they held in place of {at}; {gone} was discarded.</source>
        <translation>{name} 님이 손에 든 카드를 {at} 자리에 놓았고, {gone}는 버리는 더미에 놓였습니다.</translation>
    </message>
    <message>
        <source>With {rascal}, you drew {card} as well.</source>
        <translation>{rascal} 덕분에 {card}도 뽑았습니다.</translation>
    </message>
    <message>
        <source>With {rascal}, {name} drew another card.</source>
        <translation>{name} 님이 {rascal} 덕분에 카드를 한 장 더 뽑았습니다.</translation>
    </message>
    <message>
        <source>{card} from the discard pile took the place of {at}, which went to the bottom of the pile.</source>
        <translation>버리는 더미의 {card}가 {at} 자리에 들어갔고, 원래 카드는 더미 맨 아래에 놓였습니다.</translation>
    </message>
    <message>
        <source>{first} and {second} swapped places.</source>
        <translation>{first}, {second}: 두 카드가 자리를 맞바꾸었습니다.</translation>
    </message>
    <message>
        <source>You put {cards} onto the discard pile, {top} on top.</source>
        <translation>{cards}를 버리는 더미에 올려놓았습니다. 맨 위는 {top}입니다.</translation>
    </message>
    <message>
        <source>{name} put {cards} onto the discard pile, {top} on top.</source>
        <translation>{name} 님이 {cards}를 버리는 더미에 올려놓았습니다. 맨 위는 {top}입니다.</translation>
    </message>
    <message>
        <source>You used {card} to look at {at}: {seen}.</source>
        <translation>{card}로 {at}를 보았습니다: {seen}.</translation>
    </message>
    <message>
        <source>You used {card} to look at {at}.</source>
        <translation>{card}로 {at}를 보았습니다.</translation>
    </message>
    <message>
        <source>{name} used {card} to look at {at}.</source>
        <translation>{name} 님이 {card}로 {at}를 보았습니다.</translation>
    </message>
    <message>
        <source>{at} to {village}</source>
        <comment>one card passed on by a Village Idiot, and where it went</comment>
        <translation>{at}는 {village}로</translation>
    </message>
    <message>
        <source>The chosen cards moved on: {moves}.</source>
        <comment>moves: a list of &apos;the 2nd card of Ada&apos;s village to Bo&apos;s village&apos;</comment>
        <translation>선택된 카드가 다음 마을로 옮겨졌습니다: {moves}.</translation>
    </message>
    <message>
        <source>You looked at the {ordinals} cards of {village}: {cards}.</source>
        <comment>ordinals: &apos;1st and 5th&apos;; cards: &apos;the Seer and the Witch&apos;, in the same order</comment>
        <translation>{village}의 {ordinals} 카드를 보았습니다: {cards}.</translation>
    </message>
    <message>
        <source>{name} looked at the {ordinals} cards of {village}.</source>
        <comment>ordinals: &apos;1st and 5th&apos;</comment>
        <translation>{name} 님이 {village}의 {ordinals} 카드를 보았습니다.</translation>
    </message>
    <message>
        <source>{card} ×{n}</source>
        <comment>a card named once for n cards: the Seer ×3</comment>
        <translation>{card} ×{n}</translation>
    </message>
    <message>
        <source>You showed {cards} from your village: a matched set.</source>
        <translation>내 마을의 카드를 공개했습니다: {cards}. 세트가 맞았습니다.</translation>
    </message>
    <message>
        <source>{name} showed {cards} from their village: a matched set.</source>
        <translation>{name} 님이 자기 마을의 카드를 공개했습니다: {cards}. 세트가 맞았습니다.</translation>
    </message>
    <message>
        <source>You showed {cards} from your village: not a set; they go back facedown.</source>
        <translation>내 마을의 카드를 공개했습니다: {cards}. 세트가 맞지 않아 카드는 다시 뒷면으로 돌아갑니다.</translation>
    </message>
    <message>
        <source>{name} showed {cards} from their village: not a set; they go back facedown.</source>
        <translation>{name} 님이 자기 마을의 카드를 공개했습니다: {cards}. 세트가 맞지 않아 카드는 다시 뒷면으로 돌아갑니다.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{cards} and {last}</source>
        <comment>a list of cards: the Seer, the Witch and the Robber</comment>
        <translation>{cards}, {last}</translation>
    </message>
    <message>
        <source>{card} ({ordinal})</source>
        <comment>a revealed card and its place in the village: the Seer (2nd)</comment>
        <translation>{card}({ordinal})</translation>
    </message>
    <message>
        <source>You showed {cards} from your village: all worth 6 or more.</source>
        <translation>내 마을의 카드를 공개했습니다: {cards}. 모두 값이 6 이상입니다.</translation>
    </message>
    <message>
        <source>{name} showed {cards} from their village: all worth 6 or more.</source>
        <translation>{name} 님이 자기 마을의 카드를 공개했습니다: {cards}. 모두 값이 6 이상입니다.</translation>
    </message>
    <message>
        <source>You showed {cards} from your village: not all worth 6 or more; they go back facedown.</source>
        <translation>내 마을의 카드를 공개했습니다: {cards}. 값이 6 미만인 카드가 있어 카드는 다시 뒷면으로 돌아갑니다.</translation>
    </message>
    <message>
        <source>{name} showed {cards} from their village: not all worth 6 or more; they go back facedown.</source>
        <translation>{name} 님이 자기 마을의 카드를 공개했습니다: {cards}. 값이 6 미만인 카드가 있어 카드는 다시 뒷면으로 돌아갑니다.</translation>
    </message>
    <message>
        <source>You placed {card} as {at}; {gone} went onto the discard pile.</source>
        <translation>{card}를 {at}로 놓았고, {gone}는 버리는 더미에 놓였습니다.</translation>
    </message>
    <message>
        <source>{name} placed {card} as {at}; {gone} went onto the discard pile.</source>
        <translation>{name} 님이 {card}를 {at}로 놓았고, {gone}는 버리는 더미에 놓였습니다.</translation>
    </message>
    <message numerus="yes">
        <source>You revealed %n card(s) of your village: success.</source>
        <translation>
            <numerusform>내 마을의 카드 %n장을 공개했습니다. 성공입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} revealed %n card(s) of their village: success.</source>
        <translation>
            <numerusform>{name} 님이 자기 마을의 카드 %n장을 공개했습니다. 성공입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You revealed %n card(s) of your village: no success; they go back facedown.</source>
        <translation>
            <numerusform>내 마을의 카드 %n장을 공개했지만 실패했습니다. 카드는 다시 뒷면으로 돌아갑니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} revealed %n card(s) of their village: no success; they go back facedown.</source>
        <translation>
            <numerusform>{name} 님이 자기 마을의 카드 %n장을 공개했지만 실패했습니다. 카드는 다시 뒷면으로 돌아갑니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Squire laid out {card} in the draw area, beside the deck.</source>
        <translation>종자 능력으로 {card}가 덱 옆 종자 구역에 놓였습니다.</translation>
    </message>
    <message>
        <source>You set {bodyguard} at {at} to guard {target}.</source>
        <translation>{at}에 있는 {bodyguard}로 {target}를 지키게 했습니다.</translation>
    </message>
    <message>
        <source>{name} set {bodyguard} at {at} to guard {target}.</source>
        <translation>{name} 님이 {at}에 있는 {bodyguard}로 {target}를 지키게 했습니다.</translation>
    </message>
    <message>
        <source>{bodyguard} left the village and no longer guards.</source>
        <translation>{bodyguard}가 마을을 떠나 더 이상 지키지 않습니다.</translation>
    </message>
    <message>
        <source>{bodyguard} at {at} no longer guards a card.</source>
        <translation>{at}에 있는 {bodyguard}가 더 이상 카드를 지키지 않습니다.</translation>
    </message>
    <message>
        <source>You placed the token on {at}.</source>
        <translation>{at}에 토큰을 놓았습니다.</translation>
    </message>
    <message>
        <source>{name} placed the token on {at}.</source>
        <translation>{name} 님이 {at}에 토큰을 놓았습니다.</translation>
    </message>
    <message>
        <source>You used the coin on {at}.</source>
        <translation>{at}에 은화를 사용했습니다.</translation>
    </message>
    <message>
        <source>{name} used the coin on {at}.</source>
        <translation>{name} 님이 {at}에 은화를 사용했습니다.</translation>
    </message>
    <message>
        <source>You turned {at} sideways with {card}.</source>
        <translation>{card}로 {at}를 옆으로 돌려 놓았습니다.</translation>
    </message>
    <message>
        <source>{name} turned {at} sideways with {card}.</source>
        <translation>{name} 님이 {card}로 {at}를 옆으로 돌려 놓았습니다.</translation>
    </message>
    <message>
        <source>You turned {at} upright again with {card}.</source>
        <translation>{card}로 {at}를 다시 바로 놓았습니다.</translation>
    </message>
    <message>
        <source>{name} turned {at} upright again with {card}.</source>
        <translation>{name} 님이 {card}로 {at}를 다시 바로 놓았습니다.</translation>
    </message>
    <message>
        <source>You turned the deck over with {cow}; {top} lies on top.</source>
        <translation>{cow}로 덱을 뒤집었습니다. 이제 맨 위에는 {top}가 있습니다.</translation>
    </message>
    <message>
        <source>{name} turned the deck over with {cow}; {top} lies on top.</source>
        <translation>{name} 님이 {cow}로 덱을 뒤집었습니다. 이제 맨 위에는 {top}가 있습니다.</translation>
    </message>
    <message>
        <source>You turned the deck over with {cow}.</source>
        <translation>{cow}로 덱을 뒤집었습니다.</translation>
    </message>
    <message>
        <source>{name} turned the deck over with {cow}.</source>
        <translation>{name} 님이 {cow}로 덱을 뒤집었습니다.</translation>
    </message>
    <message>
        <source>You shuffled the facedown cards of {village} with {card}; nobody knows them now.</source>
        <translation>{card}로 {village}의 뒷면 카드를 섞었습니다. 이제 아무도 그 카드들을 알지 못합니다.</translation>
    </message>
    <message>
        <source>{name} shuffled the facedown cards of {village} with {card}; nobody knows them now.</source>
        <translation>{name} 님이 {card}로 {village}의 뒷면 카드를 섞었습니다. 이제 아무도 그 카드들을 알지 못합니다.</translation>
    </message>
    <message>
        <source>{card} had no effect.</source>
        <comment>an ability that could do nothing</comment>
        <translation>{card}: 아무 효과도 없었습니다.</translation>
    </message>
    <message>
        <source>You take an extra turn with {card}.</source>
        <translation>{card}로 추가 차례를 가집니다.</translation>
    </message>
    <message>
        <source>{name} takes an extra turn with {card}.</source>
        <translation>{name} 님이 {card}로 추가 차례를 가집니다.</translation>
    </message>
    <message>
        <source>You removed {at} from the round with {hunter}: {card}.</source>
        <translation>{hunter}로 {at}를 이번 라운드에서 없앴습니다: {card}.</translation>
    </message>
    <message>
        <source>{name} removed {at} from the round with {hunter}: {card}.</source>
        <translation>{name} 님이 {hunter}로 {at}를 이번 라운드에서 없앴습니다: {card}.</translation>
    </message>
    <message>
        <source>You removed {at} from the round with {hunter}.</source>
        <translation>{hunter}로 {at}를 이번 라운드에서 없앴습니다.</translation>
    </message>
    <message>
        <source>{name} removed {at} from the round with {hunter}.</source>
        <translation>{name} 님이 {hunter}로 {at}를 이번 라운드에서 없앴습니다.</translation>
    </message>
    <message>
        <source>You gave {at} to {to} with {card}: {gift}.</source>
        <translation>{card}로 {at}를 {to} 님에게 주었습니다: {gift}.</translation>
    </message>
    <message>
        <source>{name} gave you {at} with {card}: {gift}.</source>
        <translation>{name} 님이 {card}로 {at}를 나에게 주었습니다: {gift}.</translation>
    </message>
    <message>
        <source>{name} gave {at} to {to} with {card}: {gift}.</source>
        <translation>{name} 님이 {card}로 {at}를 {to} 님에게 주었습니다: {gift}.</translation>
    </message>
    <message>
        <source>You gave {at} to {to} with {card}.</source>
        <translation>{card}로 {at}를 {to} 님에게 주었습니다.</translation>
    </message>
    <message>
        <source>{name} gave you {at} with {card}.</source>
        <translation>{name} 님이 {card}로 {at}를 나에게 주었습니다.</translation>
    </message>
    <message>
        <source>{name} gave {at} to {to} with {card}.</source>
        <translation>{name} 님이 {card}로 {at}를 {to} 님에게 주었습니다.</translation>
    </message>
    <message>
        <source>You keep {card} for the next round with {commander}.</source>
        <translation>{commander}로 {card}를 다음 라운드까지 보관합니다.</translation>
    </message>
    <message>
        <source>{name} keeps {card} for the next round with {commander}.</source>
        <translation>{name} 님이 {commander}로 {card}를 다음 라운드까지 보관합니다.</translation>
    </message>
    <message>
        <source>The round is over: everyone has played after the call.</source>
        <translation>결판 선언 뒤 모두가 마지막 차례를 마쳐 라운드가 끝났습니다.</translation>
    </message>
    <message>
        <source>The round is over: the deck has run out.</source>
        <translation>덱이 바닥나 라운드가 끝났습니다.</translation>
    </message>
    <message>
        <source>The round is over: both Villagers are faceup.</source>
        <translation>마을 주민 두 장이 모두 앞면이 되어 라운드가 끝났습니다.</translation>
    </message>
    <message>
        <source>The round is over: {card} emptied the deck.</source>
        <translation>{card}가 덱을 비워 라운드가 끝났습니다.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>라운드가 끝났습니다.</translation>
    </message>
    <message>
        <source>you {score}</source>
        <comment>one entry of the round&apos;s scores</comment>
        <translation>나 {score}점</translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <comment>one entry of the round&apos;s scores</comment>
        <translation>{name} 님 {score}점</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the entries of the round&apos;s scores</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Round {round} scores: {scores}.</source>
        <translation>{round}라운드 점수: {scores}.</translation>
    </message>
    <message>
        <source>Your call succeeded: you score 0.</source>
        <translation>결판 선언에 성공하여 0점을 받습니다.</translation>
    </message>
    <message>
        <source>{name}&apos;s call succeeded: they score 0.</source>
        <translation>{name} 님이 결판 선언에 성공하여 0점을 받습니다.</translation>
    </message>
    <message>
        <source>Your call failed: you score {value} + 10.</source>
        <translation>결판 선언에 실패하여 {value} + 10점을 받습니다.</translation>
    </message>
    <message>
        <source>{name}&apos;s call failed: they score {value} + 10.</source>
        <translation>{name} 님이 결판 선언에 실패하여 {value} + 10점을 받습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: you win the tie-break with %n point(s).</source>
        <translation>
            <numerusform>게임 종료: %n점으로 동점 처리 규칙에 따라 승리했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins the tie-break with %n point(s).</source>
        <translation>
            <numerusform>게임 종료: {name} 님이 %n점으로 동점 처리 규칙에 따라 승리했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: you win with %n point(s).</source>
        <translation>
            <numerusform>게임 종료: %n점으로 승리했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n point(s).</source>
        <translation>
            <numerusform>게임 종료: {name} 님이 %n점으로 승리했습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>your {card}</source>
        <translation>내 {card}</translation>
    </message>
    <message>
        <source>a face-down card of yours</source>
        <translation>내 뒷면 카드</translation>
    </message>
    <message>
        <source>{name}&apos;s {card}</source>
        <translation>{name} 님의 {card}</translation>
    </message>
    <message>
        <source>a face-down card of {name}&apos;s</source>
        <translation>{name} 님의 뒷면 카드 한 장</translation>
    </message>
    <message>
        <source>your {card} ({ordinal} from the right)</source>
        <translation>내 {card}(오른쪽에서 {ordinal})</translation>
    </message>
    <message>
        <source>your face-down card {ordinal} from the right</source>
        <translation>오른쪽에서 {ordinal} 내 뒷면 카드</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} ({ordinal} from the right)</source>
        <translation>{name} 님의 {card}(오른쪽에서 {ordinal})</translation>
    </message>
    <message>
        <source>{name}&apos;s face-down card {ordinal} from the right</source>
        <translation>{name} 님의 오른쪽에서 {ordinal} 뒷면 카드</translation>
    </message>
    <message>
        <source>your {card} ({ordinal} from the left)</source>
        <translation>내 {card}(왼쪽에서 {ordinal})</translation>
    </message>
    <message>
        <source>your face-down card {ordinal} from the left</source>
        <translation>왼쪽에서 {ordinal} 내 뒷면 카드</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} ({ordinal} from the left)</source>
        <translation>{name} 님의 {card}(왼쪽에서 {ordinal})</translation>
    </message>
    <message>
        <source>{name}&apos;s face-down card {ordinal} from the left</source>
        <translation>{name} 님의 왼쪽에서 {ordinal} 뒷면 카드</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{list} and {last}</source>
        <translation>{list} 및 {last}</translation>
    </message>
    <message>
        <source>Exchange the {held} for a set: {cards}</source>
        <translation>{held}을(를) 다음 세트와 교환: {cards}</translation>
    </message>
    <message>
        <source>Exchange the card you hold for a set: {cards}</source>
        <translation>들고 있는 카드를 다음 세트와 교환: {cards}</translation>
    </message>
    <message>
        <source>Exchange the {held} for {card}</source>
        <translation>{held}을(를) {card}와(과) 교환</translation>
    </message>
    <message>
        <source>Discard the {held}</source>
        <translation>{held} 버리기</translation>
    </message>
    <message>
        <source>Discard the {held} and use its ability</source>
        <translation>{held}을(를) 버리고 그 능력 사용</translation>
    </message>
    <message>
        <source>Look at {first} and {second}</source>
        <translation>{first} 및 {second} 보기</translation>
    </message>
    <message>
        <source>Put your new card in as the {ordinal} card from the right</source>
        <translation>새 카드를 오른쪽에서 {ordinal} 자리에 놓기</translation>
    </message>
    <message>
        <source>Put your new card in as the {ordinal} card from the left</source>
        <translation>새 카드를 왼쪽에서 {ordinal} 자리에 놓기</translation>
    </message>
    <message>
        <source>Keep the {card} you drew</source>
        <translation>뽑은 카드 중 {card} 갖기</translation>
    </message>
    <message>
        <source>Take the {card} from the draw area</source>
        <translation>종자 구역에서 {card} 가져오기</translation>
    </message>
    <message>
        <source>Take the {card} ({where}) into your village</source>
        <translation>{card}({where})을(를) 내 마을로 가져오기</translation>
    </message>
    <message>
        <source>Use the ability of the {card} ({where})</source>
        <translation>{card}({where})의 능력 사용</translation>
    </message>
    <message>
        <source>what a careful player does here</source>
        <translation>신중한 플레이어라면 여기서 이렇게 합니다</translation>
    </message>
    <message>
        <source>clearly the best: the other choices lost in {n} possible futures</source>
        <translation>확실히 최선: 가능한 미래 {n}가지에서 다른 선택이 모두 밀렸습니다</translation>
    </message>
    <message>
        <source>clearly the best</source>
        <translation>확실히 최선</translation>
    </message>
    <message>
        <source>about as good as the other choices, in {n} possible futures</source>
        <translation>가능한 미래 {n}가지에서 다른 선택과 거의 비슷합니다</translation>
    </message>
    <message>
        <source>about as good as the other choices</source>
        <translation>다른 선택과 거의 비슷함</translation>
    </message>
    <message>
        <source>slightly better than the next choice in {n} possible futures</source>
        <translation>가능한 미래 {n}가지에서 차선책보다 조금 낫습니다</translation>
    </message>
    <message>
        <source>slightly better than the next choice</source>
        <translation>차선책보다 조금 나음</translation>
    </message>
    <message>
        <source>better than the next choice in {n} possible futures</source>
        <translation>가능한 미래 {n}가지에서 차선책보다 낫습니다</translation>
    </message>
    <message>
        <source>better than the next choice</source>
        <translation>차선책보다 나음</translation>
    </message>
    <message>
        <source>much better than the next choice in {n} possible futures</source>
        <translation>가능한 미래 {n}가지에서 차선책보다 훨씬 낫습니다</translation>
    </message>
    <message>
        <source>much better than the next choice</source>
        <translation>차선책보다 훨씬 나음</translation>
    </message>
    <message>
        <source>Hint: {what} ({why}).</source>
        <translation>힌트: {what} ({why}).</translation>
    </message>
    <message>
        <source>Hint: {what}.</source>
        <translation>힌트: {what}.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Paste the invite link your friend sent, or type the address and the code.</source>
        <translation>친구가 보낸 초대 링크를 붙여 넣거나 주소와 코드를 입력하세요.</translation>
    </message>
    <message>
        <source>This is not a Silver invite: an invite link starts with silver://</source>
        <translation>실버 초대가 아닙니다. 초대 링크는 ⁦silver://⁩로 시작합니다</translation>
    </message>
    <message>
        <source>The port (the number after the colon) must be from 1 to 65535.</source>
        <translation>포트(콜론 뒤의 숫자)는 1부터 65535까지여야 합니다.</translation>
    </message>
    <message>
        <source>The room code is missing: it looks like A-7KQ2XZ.</source>
        <translation>방 코드가 없습니다. 코드는 ⁦A-7KQ2XZ⁩ 같은 모양입니다.</translation>
    </message>
    <message>
        <source>This is not a room code: it looks like A-7KQ2XZ.</source>
        <translation>방 코드가 아닙니다. 코드는 ⁦A-7KQ2XZ⁩ 같은 모양입니다.</translation>
    </message>
    <message>
        <source>This invite link has something the app does not know at its end.</source>
        <translation>이 초대 링크 끝에 앱이 모르는 내용이 있습니다.</translation>
    </message>
    <message>
        <source>This is far too long for an invite.</source>
        <translation>초대라기에는 너무 깁니다.</translation>
    </message>
    <message>
        <source>This address cannot be read. It looks like 192.168.1.20:8765.</source>
        <translation>주소를 읽을 수 없습니다. 주소는 ⁦192.168.1.20:8765⁩ 같은 모양입니다.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>이름을 입력하세요. 다른 사람들이 테이블에서 보게 됩니다.</translation>
    </message>
    <message>
        <source>Your name may not hold invisible formatting characters.</source>
        <translation>이름에는 보이지 않는 서식 문자를 넣을 수 없습니다.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>게임 참가</translation>
    </message>
    <message>
        <source>Paste the invite link a friend sent you, or type the address and the code they see in their lobby.</source>
        <translation>친구가 보낸 초대 링크를 붙여 넣거나, 친구의 대기실에 보이는 주소와 코드를 입력하세요.</translation>
    </message>
    <message>
        <source>Invite link or &amp;address:</source>
        <translation>초대 링크 또는 주소(&amp;A):</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>방 코드(&amp;C):</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <source>Not needed when you paste a link.</source>
        <translation>링크를 붙여 넣었다면 필요 없습니다.</translation>
    </message>
    <message>
        <source>Games on this &amp;network:</source>
        <translation>이 네트워크의 게임(&amp;W):</translation>
    </message>
    <message>
        <source>Games on this network</source>
        <translation>이 네트워크의 게임</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>참가(&amp;J)</translation>
    </message>
    <message>
        <source>%1&apos;s game · %2 · %3</source>
        <translation>%1 님의 게임 · %2 · %3</translation>
    </message>
    <message>
        <source>Games on this network cannot be listed here; use a link instead.</source>
        <translation>여기서는 이 네트워크의 게임을 찾을 수 없습니다. 링크를 사용하세요.</translation>
    </message>
    <message>
        <source>Looking for games on this network...</source>
        <translation>이 네트워크에서 게임을 찾는 중...</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Your &amp;name, as your friends will see it:</source>
        <translation>친구들에게 보일 이름(&amp;N):</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>This step only explains: read it, then press Next.</source>
        <translation>이 단계는 설명만 합니다. 읽은 뒤 다음을 누르세요.</translation>
    </message>
    <message>
        <source>First press Continue (or Space) to see the round&apos;s scores.</source>
        <translation>먼저 &apos;계속&apos;(또는 스페이스)을 눌러 이번 라운드 점수를 보세요.</translation>
    </message>
    <message>
        <source>First press Continue (or Space) once you have seen the cards.</source>
        <translation>카드를 다 보았으면 먼저 &apos;계속&apos;(또는 스페이스)을 누르세요.</translation>
    </message>
    <message>
        <source>{title}: step {n} of {count}</source>
        <translation>{title}: {count}단계 중 {n}단계</translation>
    </message>
    <message>
        <source>Finish the lesson</source>
        <translation>수업 마치기</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>다음</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>수업 나가기</translation>
    </message>
    <message>
        <source>You can continue the lesson later from Learn to play.</source>
        <translation>나중에 플레이 배우기에서 수업을 이어서 할 수 있습니다.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>플레이 배우기</translation>
    </message>
    <message>
        <source>A short game on a prepared deal where the table shows you each move. Start with Silver; the other lessons show what Silver Bullet and Silver Coin add.</source>
        <translation>미리 정해 둔 패로 하는 짧은 게임으로, 게임판이 동작을 하나씩 보여 줍니다. 실버부터 시작하세요. 다른 수업에서는 실버 불릿과 실버 코인에 새로 더해진 것을 보여 줍니다.</translation>
    </message>
    <message>
        <source>Continue the lesson</source>
        <translation>수업 이어 하기</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>처음부터</translation>
    </message>
    <message>
        <source>{title} (left at step {n})</source>
        <translation>{title} ({n}단계에서 멈춤)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>There is no game with this code. Check the code, or ask your friend for a new invite.</source>
        <translation>이 코드의 게임이 없습니다. 코드를 확인하거나 친구에게 새 초대를 부탁하세요.</translation>
    </message>
    <message>
        <source>This game is full: every seat is taken.</source>
        <translation>이 게임은 꽉 찼습니다. 모든 자리가 찼습니다.</translation>
    </message>
    <message>
        <source>This code belongs to a game on another server. Check the address.</source>
        <translation>이 코드는 다른 서버의 게임입니다. 주소를 확인하세요.</translation>
    </message>
    <message>
        <source>The server holds as many games as it can. Try again later.</source>
        <translation>서버가 더 이상 게임을 받을 수 없습니다. 나중에 다시 시도하세요.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>게임이 이미 시작되었습니다.</translation>
    </message>
    <message>
        <source>Only the host can change the seats or start the game.</source>
        <translation>자리를 바꾸거나 게임을 시작하는 것은 호스트만 할 수 있습니다.</translation>
    </message>
    <message>
        <source>That seat cannot be changed now: someone may have just taken it.</source>
        <translation>지금은 이 자리를 바꿀 수 없습니다. 방금 누군가 앉았을 수 있습니다.</translation>
    </message>
    <message>
        <source>The server did not accept this request. It may run another version of Silver Desktop.</source>
        <translation>서버가 이 요청을 받아들이지 않았습니다. 다른 버전의 실버 데스크톱일 수 있습니다.</translation>
    </message>
    <message>
        <source>Nobody answered at %1. Check the address, and that your friend&apos;s game is still open.</source>
        <translation>%1에서 아무도 응답하지 않았습니다. 주소와, 친구의 게임이 아직 열려 있는지 확인하세요.</translation>
    </message>
    <message>
        <source>%1 did not answer in time. Check the address and your network, then try again.</source>
        <translation>%1이(가) 제때 응답하지 않았습니다. 주소와 네트워크를 확인한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <source>The computer at %1 answered, but it is not a Silver game.</source>
        <translation>%1의 컴퓨터가 응답했지만 실버 게임이 아닙니다.</translation>
    </message>
    <message>
        <source>The game at %1 needs a secure connection, which this computer cannot make.</source>
        <translation>%1의 게임은 보안 연결이 필요한데, 이 컴퓨터에서는 만들 수 없습니다.</translation>
    </message>
    <message>
        <source>The game at %1 answered, but its certificate cannot be trusted (it may be self-signed, expired or made for another address), so the app did not connect.</source>
        <translation>%1의 게임이 응답했지만 인증서를 신뢰할 수 없어(자체 서명했거나, 만료되었거나, 다른 주소용일 수 있습니다) 연결하지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 is not an address the app can connect to.</source>
        <translation>앱이 %1 주소에 연결할 수 없습니다.</translation>
    </message>
    <message>
        <source>The game at %1 sent something the app cannot read.</source>
        <translation>%1의 게임이 앱이 읽을 수 없는 내용을 보냈습니다.</translation>
    </message>
    <message>
        <source>The connection to the game at %1 was lost.</source>
        <translation>%1의 게임과 연결이 끊겼습니다.</translation>
    </message>
    <message>
        <source>The game server could not start on this computer.</source>
        <translation>이 컴퓨터에서 게임 서버를 시작할 수 없습니다.</translation>
    </message>
    <message>
        <source>The game server stopped before it was ready. The log says why.</source>
        <translation>게임 서버가 준비되기 전에 멈췄습니다. 이유는 로그에 있습니다.</translation>
    </message>
    <message>
        <source>The game server took too long to start. Try again.</source>
        <translation>게임 서버가 시작하는 데 너무 오래 걸렸습니다. 다시 시도하세요.</translation>
    </message>
    <message>
        <source>Port %1 is not free on this computer, so this game uses port %2.</source>
        <translation>이 컴퓨터에서 포트 %1을(를) 쓸 수 없어서 이 게임은 포트 %2을(를) 씁니다.</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>쉬움 봇</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>어려움 봇</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>무작위 봇</translation>
    </message>
    <message>
        <source>Medium bot</source>
        <translation>보통 봇</translation>
    </message>
    <message>
        <source>Starting the game server on this computer...</source>
        <translation>이 컴퓨터에서 게임 서버를 시작하는 중...</translation>
    </message>
    <message>
        <source>Connecting...</source>
        <translation>연결하는 중...</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1번 자리</translation>
    </message>
    <message>
        <source>Open for a friend</source>
        <translation>친구를 위해 비워 둠</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>%1번 자리에서 누가 플레이하는지</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (나)</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>연결됨</translation>
    </message>
    <message>
        <source>away</source>
        <translation>자리 비움</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(빈 자리)</translation>
    </message>
    <message>
        <source>waiting for a friend</source>
        <translation>친구를 기다리는 중</translation>
    </message>
    <message>
        <source>Playing with friends</source>
        <translation>친구와 함께 플레이</translation>
    </message>
    <message>
        <source>Invite your friends</source>
        <translation>친구 초대</translation>
    </message>
    <message>
        <source>Send your friends the link. In Silver Desktop they choose Game ▸ Join a game and paste it (or type the address and the code).</source>
        <translation>친구들에게 링크를 보내세요. 친구들은 실버 데스크톱에서 게임 ▸ 게임 참가를 고르고 링크를 붙여 넣습니다(또는 주소와 코드를 입력합니다).</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>코드:</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>링크:</translation>
    </message>
    <message>
        <source>Copy the c&amp;ode</source>
        <translation>코드 복사(&amp;O)</translation>
    </message>
    <message>
        <source>Copy the &amp;link</source>
        <translation>링크 복사(&amp;L)</translation>
    </message>
    <message>
        <source>Copied. Paste it in a message to your friends.</source>
        <translation>복사했습니다. 친구에게 보내는 메시지에 붙여 넣으세요.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>자리</translation>
    </message>
    <message>
        <source>&amp;Start now</source>
        <translation>지금 시작(&amp;S)</translation>
    </message>
    <message>
        <source>Start the game; bots take the seats still empty</source>
        <translation>게임을 시작합니다. 빈 자리는 봇이 채웁니다</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game...</source>
        <translation>호스트가 게임을 시작하기를 기다리는 중...</translation>
    </message>
    <message>
        <source>Seat %1: Expert bots do not play over the network, so a Hard bot plays.</source>
        <translation>%1번 자리: 전문가 봇은 네트워크 게임에 나오지 않으므로 어려움 봇이 대신 플레이합니다.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>This computer&apos;s address: %1</source>
        <translation>이 컴퓨터의 주소: %1</translation>
    </message>
    <message>
        <source>This computer has no network address: only this computer can join.</source>
        <translation>이 컴퓨터에는 네트워크 주소가 없습니다. 이 컴퓨터에서만 참가할 수 있습니다.</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>주소: %1</translation>
    </message>
    <message>
        <source>The host closed the game.</source>
        <translation>호스트가 게임을 닫았습니다.</translation>
    </message>
    <message>
        <source>%1 of %2 seats free</source>
        <translation>%2자리 중 %1자리 비어 있음</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Silver Desktop</source>
        <translation>실버 데스크톱</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>점수표</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>게임 기록</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Quick game</source>
        <translation>빠른 게임(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>새 게임(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>지난 게임 이어하기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>열기(&amp;O)...</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>다른 이름으로 저장(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Watch a replay of this game</source>
        <translation>이 게임 다시 보기(&amp;W)</translation>
    </message>
    <message>
        <source>Open as &amp;replay...</source>
        <translation>다시 보기로 열기(&amp;R)...</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>통계(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>애니메이션 속도(&amp;S)</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>실행 취소할 행동이 없습니다.</translation>
    </message>
    <message>
        <source>The last action was not yours.</source>
        <translation>마지막 행동은 내 행동이 아닙니다.</translation>
    </message>
    <message>
        <source>Your turn is over; strict undo only takes back moves of the current turn.</source>
        <translation>내 차례가 끝났습니다. 엄격 방식의 실행 취소는 지금 차례의 행동만 되돌립니다.</translation>
    </message>
    <message>
        <source>A card was revealed or chance decided; strict undo stops there.</source>
        <translation>카드가 공개되었거나 운으로 결과가 정해졌습니다. 엄격 방식의 실행 취소는 그 앞으로 되돌리지 않습니다.</translation>
    </message>
    <message>
        <source>Wait until the bot has moved.</source>
        <translation>봇이 행동을 마칠 때까지 기다리십시오.</translation>
    </message>
    <message>
        <source>A lesson only goes forward.</source>
        <translation>수업은 앞으로만 진행됩니다.</translation>
    </message>
    <message>
        <source>In a network game, undo works only during your own turn.</source>
        <translation>네트워크 게임에서는 자기 차례에만 되돌릴 수 있습니다.</translation>
    </message>
    <message>
        <source>Not connected to the game&apos;s server.</source>
        <translation>게임 서버에 연결되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>Waiting for the server&apos;s answer.</source>
        <translation>서버의 응답을 기다리는 중입니다.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>게임판</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>내 결정</translation>
    </message>
    <message>
        <source>Cards in this deck</source>
        <translation>이 덱의 카드</translation>
    </message>
    <message>
        <source>&amp;Join a game...</source>
        <translation>게임 참가(&amp;J)...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Sa&amp;y...</source>
        <translation>말하기(&amp;Y)...</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>설정(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Hint: what would you do?</source>
        <translation>힌트(&amp;H): 어떻게 하면 좋을까요?</translation>
    </message>
    <message>
        <source>The lesson shows what to do: follow the ring.</source>
        <translation>수업이 할 일을 보여 줍니다. 고리를 따라가세요.</translation>
    </message>
    <message>
        <source>Start a game to ask for a hint.</source>
        <translation>힌트를 받으려면 게임을 시작하세요.</translation>
    </message>
    <message>
        <source>Hints are there once the next player is at the computer.</source>
        <translation>다음 플레이어가 컴퓨터 앞에 앉으면 힌트를 받을 수 있습니다.</translation>
    </message>
    <message>
        <source>Ask the Hard bot what it would do in your place (H)</source>
        <translation>어려운 봇에게 내 입장이라면 어떻게 할지 묻습니다 (H)</translation>
    </message>
    <message>
        <source>&amp;Pause the bots</source>
        <translation>봇 일시 정지(&amp;P)</translation>
    </message>
    <message>
        <source>The bots wait before their next move (P)</source>
        <translation>봇이 다음 행동 전에 기다립니다 (P)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>전체 화면(&amp;F)</translation>
    </message>
    <message>
        <source>S&amp;ound effects</source>
        <translation>효과음(&amp;O)</translation>
    </message>
    <message>
        <source>Turn the sound effects on or off (M)</source>
        <translation>효과음을 켜거나 끕니다 (M)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Learn to play...</source>
        <translation>플레이 배우기(&amp;L)...</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <source>The rules of the editions in play (F1)</source>
        <translation>이번 게임에 쓰는 판의 규칙 (F1)</translation>
    </message>
    <message>
        <source>&amp;Cards in this deck</source>
        <translation>이 덱의 카드(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Puzzles...</source>
        <translation>퍼즐(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>단축키(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Silver Desktop</source>
        <translation>실버 데스크톱 정보(&amp;A)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>기본 도구 모음</translation>
    </message>
    <message>
        <source>Round {round} is over. Continue to see the scores.</source>
        <translation>{round}라운드가 끝났습니다. 점수를 보려면 계속하십시오.</translation>
    </message>
    <message>
        <source>You look at: {card}. Continue when you have seen it.</source>
        <translation>보고 있는 카드: {card}. 다 보았으면 계속하십시오.</translation>
    </message>
    <message>
        <source>You look at: {cards}. Continue when you have seen them.</source>
        <translation>보고 있는 카드: {cards}. 다 보았으면 계속하십시오.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of cards in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>The bots are paused. Press P or choose View ▸ Pause the bots.</source>
        <translation>봇이 일시 정지되었습니다. P를 누르거나 보기 ▸ 봇 일시 정지를 고르십시오.</translation>
    </message>
    <message>
        <source>Call for a vote</source>
        <translation>결판 선언</translation>
    </message>
    <message>
        <source>Call for a vote now? Everyone else plays one more turn, then the round is scored. If your village is then the lowest (or tied for lowest), you score 0; if not, you score its value plus 10.</source>
        <translation>지금 결판을 선언하시겠습니까? 다른 모든 플레이어가 한 차례씩 더 진행한 뒤 라운드 점수를 계산합니다. 그때 내 마을이 가장 낮으면(공동 최저 포함) 0점이고, 그렇지 않으면 마을 점수에 10점이 더해집니다.</translation>
    </message>
    <message>
        <source>{name} is thinking...</source>
        <translation>{name} 님이 생각하는 중입니다...</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>다시 보기</translation>
    </message>
    <message>
        <source>The replay shows every card, so it opens when the game is over.</source>
        <translation>다시 보기는 모든 카드를 보여 주므로 게임이 끝난 뒤에 열립니다.</translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>다시 보기 열기</translation>
    </message>
    <message>
        <source>Silver games (*.silver)</source>
        <translation>실버 게임 (*.silver)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>게임을 열 수 없습니다</translation>
    </message>
    <message>
        <source>Connecting to the game&apos;s server...</source>
        <translation>게임 서버에 연결하는 중...</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>게임에서 나갈까요?</translation>
    </message>
    <message>
        <source>You are hosting this game. If you leave, it ends for everyone at the table (each of them can keep a copy). Leave anyway?</source>
        <translation>이 게임은 당신이 열었습니다. 나가면 테이블의 모든 사람에게 게임이 끝납니다(각자 사본을 보관할 수 있습니다). 그래도 나갈까요?</translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation>게임이 끝났습니다</translation>
    </message>
    <message>
        <source>Save a copy...</source>
        <translation>사본 저장...</translation>
    </message>
    <message>
        <source>This game is not over. Its replay shows every card, also the ones its players have not seen yet, so the game will count as practice in the statistics. Show it anyway?</source>
        <translation>이 게임은 아직 끝나지 않았습니다. 다시 보기는 플레이어들이 아직 보지 못한 카드까지 모든 카드를 보여 주므로, 이 게임은 통계에서 연습 게임으로 집계됩니다. 그래도 보시겠습니까?</translation>
    </message>
    <message>
        <source>The statistics were not updated: {error}</source>
        <translation>통계를 갱신하지 못했습니다: {error}</translation>
    </message>
    <message>
        <source>The settings could not be saved: {error}</source>
        <translation>설정을 저장하지 못했습니다: {error}</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>소리 켜짐</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>소리 꺼짐</translation>
    </message>
    <message>
        <source>There are no hints in a network game.</source>
        <translation>네트워크 게임에서는 힌트를 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>힌트를 생각하는 중입니다...</translation>
    </message>
    <message>
        <source>Could not autosave the game: {error}</source>
        <translation>게임을 자동 저장하지 못했습니다: {error}</translation>
    </message>
    <message>
        <source>The saved game could not be opened; it was kept as {name}.</source>
        <translation>저장된 게임을 열 수 없어 {name} 파일로 보관했습니다.</translation>
    </message>
    <message>
        <source>The saved game could not be opened and was left as it is: {name}.</source>
        <translation>저장된 게임을 열 수 없어 그대로 두었습니다: {name}.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>이어하기</translation>
    </message>
    <message>
        <source>There is no unfinished game to continue.</source>
        <translation>이어서 할 수 있는 진행 중인 게임이 없습니다.</translation>
    </message>
    <message>
        <source>This game counts as practice in the statistics: its file was changed outside the app, or it was saved on another computer or by an older version.</source>
        <translation>이 게임은 통계에서 연습 게임으로 집계됩니다. 파일이 앱 밖에서 바뀌었거나, 다른 컴퓨터 또는 이전 버전에서 저장되었기 때문입니다.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>게임 열기</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>게임 저장</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>게임을 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>The game was saved as {name}.</source>
        <translation>게임을 {name}(으)로 저장했습니다.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>실행 취소 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>About Silver Desktop</source>
        <translation>실버 데스크톱 정보</translation>
    </message>
    <message>
        <source>Silver Desktop {version}

A fan-made way to play the Silver card games (Silver, Silver Bullet, Silver Coin) by Bézier Games.
Card art and texts are the project&apos;s own.</source>
        <translation>실버 데스크톱 {version}

베지어 게임즈의 실버 카드 게임(실버, 실버 불릿, 실버 코인)을 즐길 수 있도록 팬이 만든 프로그램입니다.
카드 그림과 글은 이 프로젝트에서 직접 만들었습니다.</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The server could not read a message from this app.</source>
        <translation>서버가 이 앱의 메시지를 읽지 못했습니다.</translation>
    </message>
    <message>
        <source>The server refused a message from this app as malformed.</source>
        <translation>서버가 이 앱의 메시지를 잘못된 형식으로 보고 거부했습니다.</translation>
    </message>
    <message>
        <source>The server speaks another version of the game&apos;s protocol.</source>
        <translation>서버가 다른 버전의 게임 프로토콜을 사용합니다.</translation>
    </message>
    <message>
        <source>A message was too large for the server.</source>
        <translation>메시지가 서버에 비해 너무 컸습니다.</translation>
    </message>
    <message>
        <source>Too many messages at once; the last one was dropped. Try again.</source>
        <translation>한꺼번에 메시지가 너무 많아 마지막 메시지가 버려졌습니다. 다시 시도하세요.</translation>
    </message>
    <message>
        <source>This game no longer exists on its server.</source>
        <translation>이 게임은 더 이상 서버에 없습니다.</translation>
    </message>
    <message>
        <source>This game is kept by another server at that address.</source>
        <translation>이 게임은 같은 주소의 다른 서버가 맡고 있습니다.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>이 게임의 자리가 모두 찼습니다.</translation>
    </message>
    <message>
        <source>This seat&apos;s key is not valid for this game any more.</source>
        <translation>이 자리의 열쇠는 더 이상 이 게임에 유효하지 않습니다.</translation>
    </message>
    <message>
        <source>You do not have a seat in this game yet.</source>
        <translation>아직 이 게임에 자리가 없습니다.</translation>
    </message>
    <message>
        <source>You already have a seat in this game.</source>
        <translation>이미 이 게임에 자리가 있습니다.</translation>
    </message>
    <message>
        <source>The game has not started yet: seats are still open.</source>
        <translation>게임이 아직 시작되지 않았습니다. 빈자리가 남아 있습니다.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>당신의 차례가 아닙니다.</translation>
    </message>
    <message>
        <source>The game moved on before your move arrived. Choose again.</source>
        <translation>당신의 수가 도착하기 전에 게임이 진행되었습니다. 다시 고르세요.</translation>
    </message>
    <message>
        <source>That move is not allowed now. Choose again.</source>
        <translation>지금은 그 수를 둘 수 없습니다. 다시 고르세요.</translation>
    </message>
    <message>
        <source>The server did not allow the undo.</source>
        <translation>서버가 되돌리기를 허락하지 않았습니다.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>The server refused the game&apos;s settings.</source>
        <translation>서버가 게임 설정을 거부했습니다.</translation>
    </message>
    <message>
        <source>The server holds as many games as it can. Try again later.</source>
        <translation>서버가 감당할 수 있는 만큼 게임을 열고 있습니다. 나중에 다시 시도하세요.</translation>
    </message>
    <message>
        <source>The server could not save the last change; the game went back a step.</source>
        <translation>서버가 마지막 변경을 저장하지 못해 게임이 한 단계 뒤로 돌아갔습니다.</translation>
    </message>
    <message>
        <source>Only the person who created the game can do that.</source>
        <translation>게임을 만든 사람만 할 수 있습니다.</translation>
    </message>
    <message>
        <source>That seat cannot be changed.</source>
        <translation>그 자리는 바꿀 수 없습니다.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>게임이 이미 시작되었습니다.</translation>
    </message>
    <message>
        <source>The server refused the request.</source>
        <translation>서버가 요청을 거부했습니다.</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>안녕하세요!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>좋은 게임이었어요!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>잘했어요!</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>당신 차례입니다.</translation>
    </message>
    <message>
        <source>Thank you!</source>
        <translation>고마워요!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>앗!</translation>
    </message>
    <message>
        <source>{name}: “{message}”</source>
        <translation>{name}: “{message}”</translation>
    </message>
    <message>
        <source>A bot played your turns meanwhile: where these lines say “you”, it was the bot.</source>
        <translation>그동안 봇이 내 차례를 대신 진행했습니다. 아래 기록에서 내가 한 것으로 적힌 수는 봇이 둔 것입니다.</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>연결이 끊겼습니다 — 다시 연결하는 중…</translation>
    </message>
    <message>
        <source>The host left. The game has ended.</source>
        <translation>호스트가 나갔습니다. 게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>The server is closing. The game has ended.</source>
        <translation>서버가 닫히는 중입니다. 게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>The game&apos;s server cannot be reached. Check the address and the network.</source>
        <translation>게임 서버에 연결할 수 없습니다. 주소와 네트워크를 확인하세요.</translation>
    </message>
    <message>
        <source>Connected again.</source>
        <translation>다시 연결되었습니다.</translation>
    </message>
    <message>
        <source>The connection to the game&apos;s server was closed.</source>
        <translation>게임 서버와의 연결이 닫혔습니다.</translation>
    </message>
</context>
<context>
    <name>NetWords</name>
    <message numerus="yes">
        <source>While you were away, %n move(s) were played:</source>
        <translation>
            <numerusform>자리를 비운 동안 %Ln번의 행동이 있었습니다:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(the oldest %n of them are not shown here)</source>
        <translation>
            <numerusform>(그중 가장 오래된 %Ln번은 여기에 나오지 않습니다)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Silver Bullet</source>
        <translation>실버 불릿</translation>
    </message>
    <message>
        <source>Silver Coin</source>
        <translation>실버 코인</translation>
    </message>
    <message>
        <source>Promo</source>
        <translation>프로모</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>실버</translation>
    </message>
    <message>
        <source>bullet</source>
        <translation>은 탄환</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>은화</translation>
    </message>
    <message>
        <source>amulet</source>
        <translation>아뮬렛</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>쉬운 봇</translation>
    </message>
    <message>
        <source>Medium bot</source>
        <translation>보통 봇</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>어려운 봇</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation>전문가 봇</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>Co&amp;mmander</source>
        <translation>지휘관(&amp;M)</translation>
    </message>
    <message>
        <source>Pr&amp;ince</source>
        <translation>왕자(&amp;I)</translation>
    </message>
    <message>
        <source>C&amp;leaner</source>
        <translation>청소부(&amp;L)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the end of a list of names</comment>
        <translation>%1 및 %2</translation>
    </message>
    <message>
        <source>Ada</source>
        <comment>a bot&apos;s name</comment>
        <translation>지우</translation>
    </message>
    <message>
        <source>Bo</source>
        <comment>a bot&apos;s name</comment>
        <translation>하준</translation>
    </message>
    <message>
        <source>Cy</source>
        <comment>a bot&apos;s name</comment>
        <translation>서연</translation>
    </message>
    <message>
        <source>Di</source>
        <comment>a bot&apos;s name</comment>
        <translation>민호</translation>
    </message>
    <message>
        <source>Mina</source>
        <comment>a person&apos;s name in a hot-seat game</comment>
        <translation>민지</translation>
    </message>
    <message>
        <source>Sam</source>
        <comment>a person&apos;s name in a hot-seat game</comment>
        <translation>준호</translation>
    </message>
    <message>
        <source>Leila</source>
        <comment>a person&apos;s name in a hot-seat game</comment>
        <translation>수아</translation>
    </message>
    <message>
        <source>Theo</source>
        <comment>a person&apos;s name in a hot-seat game</comment>
        <translation>도윤</translation>
    </message>
    <message>
        <source>You</source>
        <comment>the person&apos;s seat name</comment>
        <translation>나</translation>
    </message>
    <message>
        <source>Seat &amp;%1</source>
        <translation>&amp;%1번 자리</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>%1번 자리의 이름</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>%1번 자리를 누가 플레이할지</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>플레이어 %1</translation>
    </message>
    <message>
        <source>Personality of the bot in seat %1</source>
        <translation>%1번 자리 봇의 성격</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Invite &amp;friends...</source>
        <translation>친구 초대(&amp;F)...</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Number of &amp;players:</source>
        <translation>플레이어 수(&amp;P):</translation>
    </message>
    <message>
        <source>No human players: you will watch the bots play.</source>
        <translation>사람 플레이어가 없습니다. 봇들이 플레이하는 모습을 지켜보게 됩니다.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>실행 취소:</translation>
    </message>
    <message>
        <source>S&amp;trict</source>
        <translation>엄격(&amp;T)</translation>
    </message>
    <message>
        <source>Pra&amp;ctice</source>
        <translation>연습(&amp;C)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>시드(&amp;D):</translation>
    </message>
    <message>
        <source>Leave it empty for a new deal; the same seed deals the same cards.</source>
        <translation>비워 두면 카드를 새로 나눕니다. 시드가 같으면 같은 카드가 나옵니다.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>덱</translation>
    </message>
    <message>
        <source>Custom mix</source>
        <translation>직접 조합</translation>
    </message>
    <message>
        <source>&amp;Edition:</source>
        <translation>판(&amp;E):</translation>
    </message>
    <message>
        <source>%1 (%2 token)</source>
        <translation>%1 (토큰: %2)</translation>
    </message>
    <message>
        <source>B&amp;ase edition:</source>
        <translation>기본 판(&amp;A):</translation>
    </message>
    <message>
        <source>All &amp;Silver</source>
        <translation>모두 실버(&amp;S)</translation>
    </message>
    <message>
        <source>All &amp;Bullet</source>
        <translation>모두 불릿(&amp;B)</translation>
    </message>
    <message>
        <source>All C&amp;oin</source>
        <translation>모두 코인(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Random mix</source>
        <translation>무작위 조합(&amp;R)</translation>
    </message>
    <message>
        <source>Cards of number %1</source>
        <translation>숫자 %1 카드</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Promo cards</source>
        <translation>프로모 카드</translation>
    </message>
    <message>
        <source>Each promo card replaces one card of the number you choose.</source>
        <translation>프로모 카드는 각각 고른 숫자의 카드 한 장을 대신합니다.</translation>
    </message>
    <message>
        <source>Number the %1 replaces</source>
        <translation>%1 카드가 대신할 숫자</translation>
    </message>
    <message>
        <source>replaces a</source>
        <translation>대신할 숫자:</translation>
    </message>
    <message>
        <source>%1 are set to the same number, %2, but it has only %3 cards and at least one of them must stay in the deck. Choose another number for one of these promo cards.</source>
        <translation>%1 카드가 모두 같은 숫자 %2에 정해져 있지만, 숫자 %2 카드는 %3장뿐이고 그중 적어도 한 장은 덱에 남아 있어야 합니다. 이 프로모 카드 중 하나에 다른 숫자를 고르세요.</translation>
    </message>
    <message>
        <source>These promo cards cannot be played together (%1).</source>
        <translation>이 프로모 카드들은 함께 쓸 수 없습니다(%1).</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to %1.</source>
        <translation>시드는 0부터 %1까지의 정수여야 합니다.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a bot personality and what it does</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Each number comes from one edition; the base edition gives the token and its rules.</source>
        <translation>숫자마다 한 판의 카드를 씁니다. 토큰과 그 규칙은 기본 판을 따릅니다.</translation>
    </message>
    <message>
        <source>All cards from %1, played with the %2.</source>
        <translation>모든 카드를 %1에서 가져오며, 토큰은 %2입니다.</translation>
    </message>
    <message>
        <source>Anything can be taken back; the game is marked as practice.</source>
        <translation>무엇이든 되돌릴 수 있으며, 게임은 연습 게임으로 표시됩니다.</translation>
    </message>
    <message>
        <source>Take back only your own moves of this turn, until a card is revealed.</source>
        <translation>이번 차례의 내 행동만, 카드가 공개되기 전까지 되돌릴 수 있습니다.</translation>
    </message>
    <message>
        <source>Play this game with friends on their own computers: you get a link to send them. The seats set to Human wait for your friends; the bots keep theirs</source>
        <translation>친구들이 각자의 컴퓨터에서 이 게임을 함께 합니다. 친구들에게 보낼 링크가 만들어집니다. &apos;사람&apos;으로 정한 자리는 친구를 기다리고, 봇 자리는 그대로 봇이 맡습니다</translation>
    </message>
    <message>
        <source>To invite friends, set a seat to Human for each of them</source>
        <translation>친구를 초대하려면 친구마다 자리 하나를 &apos;사람&apos;으로 정하십시오</translation>
    </message>
    <message>
        <source>Your friends take the seats set to Human (you the first); bots keep theirs.</source>
        <translation>&apos;사람&apos;으로 정한 자리는 친구들이 앉습니다(첫 자리는 나). 봇 자리는 그대로 봇이 맡습니다.</translation>
    </message>
    <message>
        <source>Set a seat to Human for each friend you invite.</source>
        <translation>초대할 친구마다 자리 하나를 &apos;사람&apos;으로 정하십시오.</translation>
    </message>
    <message>
        <source>Expert bots do not play over the network: Hard bots take their seats.</source>
        <translation>전문가 봇은 네트워크 게임에 나오지 않습니다. 그 자리는 어려움 봇이 맡습니다.</translation>
    </message>
</context>
<context>
    <name>Ordinal</name>
    <message>
        <source>1st</source>
        <comment>as in: the 1st card of your village</comment>
        <translation>첫 번째</translation>
    </message>
    <message>
        <source>2nd</source>
        <comment>as in: the 2nd card of your village</comment>
        <translation>두 번째</translation>
    </message>
    <message>
        <source>3rd</source>
        <comment>as in: the 3rd card of your village</comment>
        <translation>세 번째</translation>
    </message>
    <message>
        <source>4th</source>
        <comment>as in: the 4th card of your village</comment>
        <translation>네 번째</translation>
    </message>
    <message>
        <source>5th</source>
        <comment>as in: the 5th card of your village</comment>
        <translation>다섯 번째</translation>
    </message>
    <message>
        <source>6th</source>
        <comment>as in: the 6th card of your village</comment>
        <translation>여섯 번째</translation>
    </message>
    <message>
        <source>7th</source>
        <comment>as in: the 7th card of your village</comment>
        <translation>일곱 번째</translation>
    </message>
    <message>
        <source>8th</source>
        <comment>as in: the 8th card of your village</comment>
        <translation>여덟 번째</translation>
    </message>
    <message>
        <source>9th</source>
        <comment>as in: the 9th card of your village</comment>
        <translation>아홉 번째</translation>
    </message>
    <message>
        <source>10th</source>
        <comment>as in: the 10th card of your village</comment>
        <translation>열 번째</translation>
    </message>
    <message>
        <source>{n}th</source>
        <comment>ordinal number: 11th, 25th, 104th</comment>
        <translation>{n}번째</translation>
    </message>
    <message>
        <source>{n}st</source>
        <comment>ordinal number: 21st, 101st</comment>
        <translation>{n}번째</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <comment>ordinal number: 22nd, 102nd</comment>
        <translation>{n}번째</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <comment>ordinal number: 23rd, 103rd</comment>
        <translation>{n}번째</translation>
    </message>
</context>
<context>
    <name>Personality</name>
    <message>
        <source>Cautious caller</source>
        <translation>신중한 선언가</translation>
    </message>
    <message>
        <source>Bold caller</source>
        <translation>대담한 선언가</translation>
    </message>
    <message>
        <source>Set collector</source>
        <translation>세트 수집가</translation>
    </message>
    <message>
        <source>Leader hunter</source>
        <translation>선두 추격자</translation>
    </message>
    <message>
        <source>Usual style</source>
        <translation>기본 스타일</translation>
    </message>
    <message>
        <source>Calls for a vote only when it knows all its cards and clearly leads.</source>
        <translation>자기 카드를 모두 알고 확실히 앞설 때만 결판을 선언합니다.</translation>
    </message>
    <message>
        <source>Calls for a vote early, even with cards it has not seen.</source>
        <translation>아직 보지 못한 카드가 있어도 일찍 결판을 선언합니다.</translation>
    </message>
    <message>
        <source>Keeps cards that match its own and exchanges them out as sets.</source>
        <translation>자기 카드와 맞는 카드를 모아 두었다가 세트로 한꺼번에 교환합니다.</translation>
    </message>
    <message>
        <source>Uses every ability that hurts another village, aimed at whoever leads the game.</source>
        <translation>다른 마을을 해치는 능력은 모두 쓰고, 게임에서 앞선 사람을 노립니다.</translation>
    </message>
    <message>
        <source>Plays the way its level plays.</source>
        <translation>자기 난이도의 방식대로 플레이합니다.</translation>
    </message>
</context>
<context>
    <name>Privacy</name>
    <message>
        <source>The cards stay hidden until {name} is at the computer, so that nobody else sees them.</source>
        <translation>{name} 님이 컴퓨터 앞에 앉을 때까지 카드는 가려져 있습니다. 다른 사람이 보지 못하게 하기 위해서입니다.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>{name} 님에게 컴퓨터를 넘기십시오</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>제가 {name}입니다: 내 카드 보기</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Player {number}</source>
        <translation>플레이어 {number}</translation>
    </message>
    <message>
        <source>the {ordinal} card of your village</source>
        <comment>noun phrase</comment>
        <translation>내 마을의 {ordinal} 카드</translation>
    </message>
    <message>
        <source>the {ordinal} card of {name}&apos;s village</source>
        <comment>noun phrase</comment>
        <translation>{name} 님 마을의 {ordinal} 카드</translation>
    </message>
    <message>
        <source>your village</source>
        <comment>noun phrase</comment>
        <translation>내 마을</translation>
    </message>
    <message>
        <source>{name}&apos;s village</source>
        <comment>noun phrase</comment>
        <translation>{name} 님의 마을</translation>
    </message>
    <message>
        <source>bullet</source>
        <comment>the Silver Bullet token</comment>
        <translation>은 탄환</translation>
    </message>
    <message>
        <source>coin</source>
        <comment>the Silver Coin token</comment>
        <translation>은화</translation>
    </message>
    <message>
        <source>amulet</source>
        <comment>the Amulet token</comment>
        <translation>아뮬렛 토큰</translation>
    </message>
    <message>
        <source>the top card of the discard pile</source>
        <comment>noun phrase</comment>
        <translation>버리는 더미 맨 위 카드</translation>
    </message>
    <message>
        <source>the {ordinal} card from the top of the discard pile</source>
        <comment>noun phrase</comment>
        <translation>버리는 더미 위에서 {ordinal} 카드</translation>
    </message>
    <message>
        <source>{card}: turn {target} facedown</source>
        <translation>{card}: {target}를 뒷면으로 뒤집기</translation>
    </message>
    <message>
        <source>{card}: turn {target} faceup</source>
        <translation>{card}: {target}를 앞면으로 뒤집기</translation>
    </message>
    <message>
        <source>Turn {card} facedown</source>
        <translation>{card}를 뒷면으로 뒤집기</translation>
    </message>
    <message>
        <source>Turn {card} faceup</source>
        <translation>{card}를 앞면으로 뒤집기</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>Waiting.</source>
        <translation>기다리는 중입니다.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>{name} 님을 기다리는 중입니다.</translation>
    </message>
    <message>
        <source>Choose two cards of your village to look at.</source>
        <translation>내 마을에서 볼 카드 두 장을 고르십시오.</translation>
    </message>
    <message>
        <source>Choose the card of your village to replace with your kept {kept}.</source>
        <translation>보관해 둔 {kept} 카드로 바꿀 내 마을의 카드를 고르십시오.</translation>
    </message>
    <message>
        <source>Choose the card of your village to replace with your kept card.</source>
        <translation>보관해 둔 카드로 바꿀 내 마을의 카드를 고르십시오.</translation>
    </message>
    <message>
        <source>Your turn: draw a card, take the top discard, or call for a vote.</source>
        <translation>내 차례: 카드를 뽑거나, 버리는 더미 맨 위 카드를 가져오거나, 결판을 선언하십시오.</translation>
    </message>
    <message>
        <source>Your turn: draw a card or take the top discard.</source>
        <translation>내 차례: 카드를 뽑거나 버리는 더미 맨 위 카드를 가져오십시오.</translation>
    </message>
    <message>
        <source>Your turn: draw a card or call for a vote.</source>
        <translation>내 차례: 카드를 뽑거나 결판을 선언하십시오.</translation>
    </message>
    <message>
        <source>Your turn: draw a card.</source>
        <translation>내 차례: 카드를 뽑으십시오.</translation>
    </message>
    <message>
        <source>You may still use the {token}; then end your turn.</source>
        <translation>{token}: 아직 사용할 수 있습니다. 그런 다음 차례를 마치십시오.</translation>
    </message>
    <message>
        <source>You may still use your faceup cards; then end your turn.</source>
        <translation>아직 앞면 카드의 능력을 사용할 수 있습니다. 그런 다음 차례를 마치십시오.</translation>
    </message>
    <message>
        <source>{card}: draw another card, or stop and choose one to keep.</source>
        <translation>{card}: 카드를 한 장 더 뽑거나, 그만 뽑고 가질 카드를 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose the card to keep; the others go back on the deck.</source>
        <translation>{card}: 가질 카드를 고르십시오. 나머지는 덱 위로 돌아갑니다.</translation>
    </message>
    <message>
        <source>Add more cards to the set, or reveal it.</source>
        <translation>세트에 카드를 더 넣거나 세트를 공개하십시오.</translation>
    </message>
    <message>
        <source>Every card you claimed is worth 6 or more: choose the spot for the {card}.</source>
        <translation>주장한 카드가 모두 값이 6 이상입니다. {card}를 놓을 자리를 고르십시오.</translation>
    </message>
    <message>
        <source>The set matched: choose the spot for your new card.</source>
        <translation>세트가 맞았습니다. 새 카드를 놓을 자리를 고르십시오.</translation>
    </message>
    <message>
        <source>The set matches only with your Lycans&apos; +1s. Use them, or let the set fail?</source>
        <translation>라이칸의 +1을 써야만 세트가 맞습니다. +1을 쓰시겠습니까, 아니면 세트를 실패로 두시겠습니까?</translation>
    </message>
    <message>
        <source>Lay the discarded cards on the pile one by one: choose the next (the last lies on top).</source>
        <translation>버린 카드를 한 장씩 더미에 놓습니다. 다음 카드를 고르십시오(마지막 카드가 맨 위에 놓입니다).</translation>
    </message>
    <message>
        <source>Add the penalty card at one end of your village.</source>
        <translation>벌칙 카드를 내 마을의 한쪽 끝에 놓으십시오.</translation>
    </message>
    <message>
        <source>Add the card you hold at one end of your village.</source>
        <translation>들고 있는 카드를 내 마을의 한쪽 끝에 놓으십시오.</translation>
    </message>
    <message>
        <source>{card}: choose the cards you claim are worth 6 or more.</source>
        <translation>{card}: 값이 6 이상이라고 주장할 카드를 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: put the discarded card on the bottom of the deck or on the discard pile?</source>
        <translation>{card}: 버린 카드를 덱 맨 아래에 놓으시겠습니까, 버리는 더미에 놓으시겠습니까?</translation>
    </message>
    <message>
        <source>{card}: use the ability of the card you just discarded?</source>
        <translation>{card}: 방금 버린 카드의 능력을 사용하시겠습니까?</translation>
    </message>
    <message>
        <source>{card}: turn it facedown to take an extra turn?</source>
        <translation>{card}: 이 카드를 뒷면으로 뒤집고 추가 차례를 가지시겠습니까?</translation>
    </message>
    <message>
        <source>{card}: give one of your cards to another player, or skip.</source>
        <translation>{card}: 내 카드 한 장을 다른 플레이어에게 주거나 건너뛰십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a card in any village to remove, or skip.</source>
        <translation>{card}: 없앨 카드를 아무 마을에서나 고르거나 건너뛰십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a card of your village to keep for next round.</source>
        <translation>{card}: 다음 라운드까지 보관할 내 마을의 카드를 고르십시오.</translation>
    </message>
    <message>
        <source>Your turn: take the top discard or call for a vote.</source>
        <translation>내 차례: 버리는 더미 맨 위 카드를 가져오거나 결판을 선언하십시오.</translation>
    </message>
    <message>
        <source>Your turn: take the top discard.</source>
        <translation>내 차례: 버리는 더미 맨 위 카드를 가져오십시오.</translation>
    </message>
    <message>
        <source>Your turn: call for a vote.</source>
        <translation>내 차례: 결판을 선언하십시오.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>내 차례입니다.</translation>
    </message>
    <message>
        <source>The deck is empty: the round ends once the draw area is empty too.</source>
        <translation>덱이 비었습니다. 종자 구역까지 비면 이번 라운드가 끝납니다.</translation>
    </message>
    <message>
        <source>Or click your {card} to use the ability of a discard.</source>
        <translation>또는 내 {card}를 눌러 버린 카드 한 장의 능력을 쓰십시오.</translation>
    </message>
    <message>
        <source>{cards} or {last}</source>
        <comment>cards one of which may be taken</comment>
        <translation>{cards} 또는 {last}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Take {cards} lying beside the deck.</source>
        <comment>the Squire&apos;s draw area</comment>
        <translation>덱 옆에 놓인 {cards}를 가져오십시오.</translation>
    </message>
    <message>
        <source>Or take {cards} lying beside the deck.</source>
        <comment>the Squire&apos;s draw area</comment>
        <translation>또는 덱 옆에 놓인 {cards}를 가져오십시오.</translation>
    </message>
    <message>
        <source>{name} has called: this is your final turn, no call.</source>
        <translation>{name} 님이 결판을 선언했습니다. 지금은 마지막 차례라서 결판을 선언할 수 없습니다.</translation>
    </message>
    <message>
        <source>No call this turn: you have used an ability or the token on it.</source>
        <translation>이번 차례에는 결판을 선언할 수 없습니다. 이번 차례에 능력이나 토큰을 썼습니다.</translation>
    </message>
    <message>
        <source>To call, your village must have 4 cards or fewer.</source>
        <translation>결판을 선언하려면 마을의 카드가 4장 이하여야 합니다.</translation>
    </message>
    <message>
        <source>No call: with the Silver Coin the deck must not be empty.</source>
        <translation>결판을 선언할 수 없습니다. 은화를 쓰는 게임에서는 덱이 비어 있으면 안 됩니다.</translation>
    </message>
    <message>
        <source>{card}: put the card you saw into another village or exchange it into yours.</source>
        <translation>{card}: 본 카드를 다른 마을에 넣거나 내 마을의 카드와 교환하십시오.</translation>
    </message>
    <message>
        <source>{card}: exchange the card you saw into your village.</source>
        <translation>{card}: 본 카드를 내 마을의 카드와 교환하십시오.</translation>
    </message>
    <message>
        <source>Exchange the card you drew into your village, discard it, or use its ability.</source>
        <translation>뽑은 카드를 내 마을의 카드와 교환하거나, 버리거나, 그 능력을 사용하십시오.</translation>
    </message>
    <message>
        <source>Discard the card you drew, or use its ability.</source>
        <translation>뽑은 카드를 버리거나 그 능력을 사용하십시오.</translation>
    </message>
    <message>
        <source>Exchange the card you drew into your village, or discard it.</source>
        <translation>뽑은 카드를 내 마을의 카드와 교환하거나 버리십시오.</translation>
    </message>
    <message>
        <source>Discard the card you drew.</source>
        <translation>뽑은 카드를 버리십시오.</translation>
    </message>
    <message>
        <source>Exchange the card you took from the discard pile into your village.</source>
        <translation>버리는 더미에서 가져온 카드를 내 마을의 카드와 교환하십시오.</translation>
    </message>
    <message>
        <source>Exchange the top discard you took into your village.</source>
        <translation>버리는 더미 맨 위에서 가져온 카드를 내 마을의 카드와 교환하십시오.</translation>
    </message>
    <message>
        <source>The {card}&apos;s ability has nothing to act on now.</source>
        <translation>{card}의 능력은 지금 쓸 대상이 없습니다.</translation>
    </message>
    <message>
        <source>Copying the {card} would do nothing: no other faceup card is left for it to copy.</source>
        <translation>{card}를 따라 쓰면 아무 일도 일어나지 않습니다. 그 카드가 따라 쓸 다른 앞면 카드가 남아 있지 않습니다.</translation>
    </message>
    <message>
        <source>Copying a {card} does nothing: a copy cannot move the card from its village.</source>
        <translation>{card}를 따라 쓰면 아무 일도 일어나지 않습니다. 따라 쓰기로는 카드를 그 마을에서 옮길 수 없습니다.</translation>
    </message>
    <message>
        <source>{card}: choose a facedown card of your village to turn faceup.</source>
        <translation>{card}: 앞면으로 뒤집을 내 마을의 뒷면 카드를 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a facedown card in any village to turn faceup.</source>
        <translation>{card}: 앞면으로 뒤집을 뒷면 카드를 아무 마을에서나 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: look at one more facedown card of yours, or stop.</source>
        <translation>{card}: 내 뒷면 카드를 한 장 더 보거나 그만 보십시오.</translation>
    </message>
    <message>
        <source>{card}: choose up to two facedown cards of yours to look at.</source>
        <translation>{card}: 볼 내 뒷면 카드를 두 장까지 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a facedown card in another player&apos;s village to look at.</source>
        <translation>{card}: 볼 뒷면 카드를 다른 플레이어의 마을에서 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a facedown card in any village to look at.</source>
        <translation>{card}: 볼 뒷면 카드를 아무 마을에서나 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: look at another facedown card, or stop.</source>
        <translation>{card}: 뒷면 카드를 한 장 더 보거나 그만 보십시오.</translation>
    </message>
    <message>
        <source>{card}: choose up to three facedown cards in any villages to look at.</source>
        <translation>{card}: 볼 뒷면 카드를 어느 마을에서든 세 장까지 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a discard to exchange into your village, or take nothing.</source>
        <translation>{card}: 내 마을의 카드와 교환할 카드를 버리는 더미에서 고르거나, 아무것도 가져오지 마십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a card of another player&apos;s village and one of yours to swap.</source>
        <translation>{card}: 서로 맞바꿀 카드로 다른 플레이어 마을의 카드 한 장과 내 카드 한 장을 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: look at the card you took?</source>
        <translation>{card}: 가져온 카드를 보시겠습니까?</translation>
    </message>
    <message>
        <source>{card}: turn over a village card, the top card of the deck, or the discard below.</source>
        <translation>{card}: 마을의 카드, 덱 맨 위 카드, 이 카드 바로 아래에 버려진 카드 중 하나를 뒤집으십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a village whose facedown cards to shuffle.</source>
        <translation>{card}: 뒷면 카드를 섞을 마을을 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a faceup card in any village to copy its ability.</source>
        <translation>{card}: 능력을 따라 쓸 앞면 카드를 아무 마을에서나 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a card in another village to swap it with.</source>
        <translation>{card}: 이 카드와 맞바꿀 카드를 다른 마을에서 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose the first of two cards to swap.</source>
        <translation>{card}: 맞바꿀 두 카드 중 첫 번째 카드를 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose an end of any village to put it at.</source>
        <translation>{card}: 이 카드를 놓을 곳으로 아무 마을의 한쪽 끝을 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a faceup card in any village to turn facedown.</source>
        <translation>{card}: 뒷면으로 뒤집을 앞면 카드를 아무 마을에서나 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: put it at the left or right end of your village.</source>
        <translation>{card}: 이 카드를 내 마을의 왼쪽 끝이나 오른쪽 끝에 놓으십시오.</translation>
    </message>
    <message>
        <source>{card}: choose another card in any village to turn over.</source>
        <translation>{card}: 뒤집을 다른 카드를 아무 마을에서나 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a village to look at all its facedown cards.</source>
        <translation>{card}: 뒷면 카드를 모두 볼 마을을 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a faceup card in any village to put under the discard pile.</source>
        <translation>{card}: 버리는 더미 맨 아래에 넣을 앞면 카드를 아무 마을에서나 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: take one of the three discards below it, or use one&apos;s ability.</source>
        <translation>{card}: 이 카드 바로 아래에 버려진 카드 세 장 중 한 장을 가져오거나, 그중 한 장의 능력을 사용하십시오.</translation>
    </message>
    <message>
        <source>{card}: choose a card in any village to replace with the discard below it.</source>
        <translation>{card}: 이 카드 바로 아래에 버려진 카드로 바꿀 카드를 아무 마을에서나 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose the card of your village that moves.</source>
        <translation>{card}: 이동할 내 마을의 카드를 고르십시오.</translation>
    </message>
    <message>
        <source>{card}: choose the card of {name}&apos;s village that moves.</source>
        <translation>{card}: 이동할 {name} 님 마을의 카드를 고르십시오.</translation>
    </message>
    <message>
        <source>Choose an action.</source>
        <translation>행동을 고르십시오.</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <comment>button</comment>
        <translation>카드 뽑기</translation>
    </message>
    <message>
        <source>Take the top discard</source>
        <comment>button</comment>
        <translation>버리는 더미에서 가져오기</translation>
    </message>
    <message>
        <source>Call for a vote</source>
        <comment>button</comment>
        <translation>결판 선언</translation>
    </message>
    <message>
        <source>Draw another card</source>
        <comment>button</comment>
        <translation>한 장 더 뽑기</translation>
    </message>
    <message>
        <source>Stop drawing</source>
        <comment>button</comment>
        <translation>그만 뽑기</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>button</comment>
        <translation>버리기</translation>
    </message>
    <message>
        <source>Use its ability</source>
        <comment>button</comment>
        <translation>능력 사용</translation>
    </message>
    <message>
        <source>Exchange for a set</source>
        <comment>button</comment>
        <translation>세트와 교환</translation>
    </message>
    <message>
        <source>Use the {card}</source>
        <comment>button</comment>
        <translation>{card} 사용</translation>
    </message>
    <message>
        <source>Reveal the claimed cards</source>
        <comment>button</comment>
        <translation>지목한 카드 공개</translation>
    </message>
    <message>
        <source>Reveal the set</source>
        <comment>button</comment>
        <translation>세트 공개</translation>
    </message>
    <message>
        <source>Use the +1s</source>
        <comment>button</comment>
        <translation>+1 쓰기</translation>
    </message>
    <message>
        <source>Let the set fail</source>
        <comment>button</comment>
        <translation>세트 실패로 두기</translation>
    </message>
    <message>
        <source>Add to your village</source>
        <comment>button</comment>
        <translation>내 마을에 추가</translation>
    </message>
    <message>
        <source>Left end</source>
        <comment>button</comment>
        <translation>왼쪽 끝</translation>
    </message>
    <message>
        <source>Clockwise, to {name}</source>
        <comment>button</comment>
        <translation>시계 방향 ({name} 님 쪽으로)</translation>
    </message>
    <message>
        <source>Counter-clockwise, to {name}</source>
        <comment>button</comment>
        <translation>시계 반대 방향 ({name} 님 쪽으로)</translation>
    </message>
    <message>
        <source>Take {card} from the draw area</source>
        <translation>종자 구역에서 {card} 가져오기</translation>
    </message>
    <message>
        <source>Draw the top card of the deck. Then exchange it for a card of your village, discard it, or discard it to use its ability.</source>
        <comment>a button&apos;s tooltip</comment>
        <translation>덱 맨 위 카드를 뽑습니다. 그런 다음 내 마을의 카드와 교환하거나, 버리거나, 버리면서 그 능력을 사용합니다.</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile: it goes into your village in place of one of your cards (or of a matching set).</source>
        <comment>a button&apos;s tooltip</comment>
        <translation>버리는 더미 맨 위 카드를 가져옵니다. 이 카드는 내 카드 한 장(또는 숫자가 같은 세트) 대신 내 마을에 들어갑니다.</translation>
    </message>
    <message>
        <source>Say your village is the lowest: everyone else plays one more turn, then the round is scored. If another village is lower, you score your village&apos;s value plus 10.</source>
        <comment>a button&apos;s tooltip</comment>
        <translation>내 마을 점수가 가장 낮다고 선언합니다. 다른 모든 플레이어가 한 차례씩 더 진행한 뒤 라운드 점수를 계산합니다. 더 낮은 마을이 있으면 내 마을 점수에 10점을 더해 받습니다.</translation>
    </message>
    <message>
        <source>Exchange the card in your hand for two or more cards of your village that have the same number. They are shown to everyone; if they do not match, they go back face down and the card in your hand joins your village too.</source>
        <comment>a button&apos;s tooltip</comment>
        <translation>손에 든 카드를 내 마을에서 숫자가 같은 카드 두 장 이상과 교환합니다. 그 카드들은 모두에게 공개되며, 숫자가 맞지 않으면 다시 뒷면으로 돌아가고 손에 든 카드도 내 마을에 더해집니다.</translation>
    </message>
    <message>
        <source>Put the card in your hand onto the discard pile without using its ability.</source>
        <comment>a button&apos;s tooltip</comment>
        <translation>손에 든 카드를 능력을 사용하지 않고 버리는 더미에 놓습니다.</translation>
    </message>
    <message>
        <source>{card}: click the facedown card of yours to look at.</source>
        <translation>{card}: 볼 내 뒷면 카드를 클릭하세요.</translation>
    </message>
    <message>
        <source>{card}: click the card of yours to turn over.</source>
        <translation>{card}: 뒤집을 내 카드를 클릭하세요.</translation>
    </message>
    <message>
        <source>{card}: click the card of yours to rotate, straighten or discard.</source>
        <translation>{card}: 옆으로 돌려 놓거나, 다시 바로 놓거나, 버릴 내 카드를 클릭하세요.</translation>
    </message>
    <message>
        <source>{card}: click the discard whose ability to use.</source>
        <translation>{card}: 능력을 사용할 버린 카드를 클릭하세요.</translation>
    </message>
    <message>
        <source>{card}: click the card of yours to guard.</source>
        <translation>{card}: 지킬 내 카드를 클릭하세요.</translation>
    </message>
    <message>
        <source>{card}: click the card to turn over.</source>
        <translation>{card}: 뒤집을 카드를 클릭하세요.</translation>
    </message>
    <message>
        <source>{card}: click the village to give the card to.</source>
        <translation>{card}: 카드를 줄 마을을 클릭하세요.</translation>
    </message>
    <message>
        <source>Click the card of yours to put the bullet on.</source>
        <translation>은 탄환을 놓을 내 카드를 클릭하세요.</translation>
    </message>
    <message>
        <source>Click the card of yours to put the amulet on.</source>
        <translation>아뮬렛 토큰을 놓을 내 카드를 클릭하세요.</translation>
    </message>
    <message>
        <source>Click the card to turn over with the coin.</source>
        <translation>은화로 뒤집을 카드를 클릭하세요.</translation>
    </message>
    <message>
        <source>Right end</source>
        <comment>button</comment>
        <translation>오른쪽 끝</translation>
    </message>
    <message>
        <source>Onto the discard pile</source>
        <comment>button</comment>
        <translation>버리는 더미로</translation>
    </message>
    <message>
        <source>Bottom of the deck</source>
        <comment>button</comment>
        <translation>덱 맨 아래로</translation>
    </message>
    <message>
        <source>End turn</source>
        <comment>button</comment>
        <translation>차례 종료</translation>
    </message>
    <message>
        <source>Take an extra turn</source>
        <comment>button</comment>
        <translation>추가 차례 진행</translation>
    </message>
    <message>
        <source>Done</source>
        <comment>button</comment>
        <translation>완료</translation>
    </message>
    <message>
        <source>Look at it</source>
        <comment>button</comment>
        <translation>보기</translation>
    </message>
    <message>
        <source>Take nothing</source>
        <comment>button</comment>
        <translation>가져오지 않기</translation>
    </message>
    <message>
        <source>No extra turn</source>
        <comment>button</comment>
        <translation>추가 차례 안 함</translation>
    </message>
    <message>
        <source>Don&apos;t use it</source>
        <comment>button</comment>
        <translation>사용 안 함</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>button</comment>
        <translation>넘어가기</translation>
    </message>
    <message>
        <source>Give nothing</source>
        <comment>button</comment>
        <translation>주지 않기</translation>
    </message>
    <message>
        <source>Remove nothing</source>
        <comment>button</comment>
        <translation>없애지 않기</translation>
    </message>
    <message>
        <source>Don&apos;t look</source>
        <comment>button</comment>
        <translation>보지 않기</translation>
    </message>
    <message>
        <source>Skip</source>
        <comment>button</comment>
        <translation>건너뛰기</translation>
    </message>
    <message>
        <source>Your village</source>
        <comment>button</comment>
        <translation>내 마을</translation>
    </message>
    <message>
        <source>{name}&apos;s village</source>
        <comment>button</comment>
        <translation>{name} 님의 마을</translation>
    </message>
    <message>
        <source>Look at the {first} and {second} cards of your village</source>
        <translation>내 마을의 {first} 카드와 {second} 카드 보기</translation>
    </message>
    <message>
        <source>Put the kept card in place of {card}</source>
        <translation>보관한 카드를 {card} 자리에 놓기</translation>
    </message>
    <message>
        <source>Draw the top card of the deck</source>
        <translation>덱 맨 위 카드 뽑기</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile</source>
        <translation>버리는 더미 맨 위 카드 가져오기</translation>
    </message>
    <message>
        <source>Call for a vote: your turn ends and the others play once more</source>
        <translation>결판 선언: 내 차례가 끝나고 다른 플레이어들이 한 번씩 더 플레이합니다</translation>
    </message>
    <message>
        <source>Take the {ordinal} card of the draw area</source>
        <translation>종자 구역의 {ordinal} 카드 가져오기</translation>
    </message>
    <message>
        <source>{card}: use the ability of {discard}</source>
        <translation>{card}: {discard}의 능력 사용</translation>
    </message>
    <message>
        <source>Draw one more card from the deck</source>
        <translation>덱에서 카드 한 장 더 뽑기</translation>
    </message>
    <message>
        <source>Stop drawing and choose the card to keep</source>
        <translation>그만 뽑고 가질 카드 고르기</translation>
    </message>
    <message>
        <source>Keep the {ordinal} card you drew</source>
        <translation>뽑은 카드 중 {ordinal} 카드 갖기</translation>
    </message>
    <message>
        <source>Put the card on the discard pile</source>
        <translation>카드를 버리는 더미에 놓기</translation>
    </message>
    <message>
        <source>Discard the card and use its ability</source>
        <translation>카드를 버리고 그 능력 사용</translation>
    </message>
    <message>
        <source>Exchange it for {card}</source>
        <translation>{card}와 교환</translation>
    </message>
    <message>
        <source>Exchange it for a set of matching cards of your village</source>
        <translation>내 마을에서 숫자가 같은 카드 세트와 교환</translation>
    </message>
    <message>
        <source>{card}: claim cards of your village worth 6 or more</source>
        <translation>{card}: 값이 6 이상인 내 마을의 카드 지목</translation>
    </message>
    <message>
        <source>Claim {card}</source>
        <translation>{card} 지목</translation>
    </message>
    <message>
        <source>Add {card} to the set</source>
        <translation>{card}를 세트에 추가</translation>
    </message>
    <message>
        <source>Reveal the claimed cards</source>
        <translation>지목한 카드 공개</translation>
    </message>
    <message>
        <source>Reveal the set</source>
        <translation>세트 공개</translation>
    </message>
    <message>
        <source>Put your new card in as the {ordinal} card</source>
        <translation>새 카드를 {ordinal} 자리에 놓기</translation>
    </message>
    <message>
        <source>Add it at the left end of your village</source>
        <translation>내 마을의 왼쪽 끝에 추가</translation>
    </message>
    <message>
        <source>Add it at the right end of your village</source>
        <translation>내 마을의 오른쪽 끝에 추가</translation>
    </message>
    <message>
        <source>Choose two or more cards of your village with the same number; the card in your hand takes the place of one of them.</source>
        <translation>내 마을에서 숫자가 같은 카드를 두 장 이상 고르십시오. 손에 든 카드가 그중 한 자리에 들어갑니다.</translation>
    </message>
    <message>
        <source>{card}: you choose a card of every village, and they all move on to the next village at once. Which way do they go?</source>
        <translation>{card}: 모든 마을에서 카드를 한 장씩 고르면, 그 카드들이 한꺼번에 다음 마을로 옮겨 갑니다. 어느 방향으로 보낼까요?</translation>
    </message>
    <message>
        <source>Use the Lycans&apos; +1s: the set matches</source>
        <translation>라이칸의 +1 쓰기: 세트가 맞습니다</translation>
    </message>
    <message>
        <source>Do not use the +1s: the set fails</source>
        <translation>+1을 쓰지 않기: 세트가 실패합니다</translation>
    </message>
    <message>
        <source>Put the {card} on the pile next</source>
        <translation>다음으로 {card} 카드를 더미에 놓기</translation>
    </message>
    <message>
        <source>Put the card on the bottom of the deck</source>
        <translation>카드를 덱 맨 아래에 놓기</translation>
    </message>
    <message>
        <source>Use the ability of the card you discarded</source>
        <translation>버린 카드의 능력 사용</translation>
    </message>
    <message>
        <source>{card}: look at {target}</source>
        <translation>{card}: {target} 보기</translation>
    </message>
    <message>
        <source>{card}: guard {target}</source>
        <translation>{card}: {target} 지키기</translation>
    </message>
    <message>
        <source>{card}: stop guarding</source>
        <translation>{card}: 지키기 그만두기</translation>
    </message>
    <message>
        <source>{card}: stop guarding {target}</source>
        <translation>{card}: {target} 지키기 그만두기</translation>
    </message>
    <message>
        <source>{card}: turn {target} back straight</source>
        <translation>{card}: {target}를 다시 바로 놓기</translation>
    </message>
    <message>
        <source>{card}: rotate {target}</source>
        <translation>{card}: {target}를 옆으로 돌려 놓기</translation>
    </message>
    <message>
        <source>{card}: discard {target}, which is rotated</source>
        <translation>{card}: 옆으로 돌려 놓은 {target} 버리기</translation>
    </message>
    <message>
        <source>{card}: turn it facedown, then turn {target} facedown</source>
        <translation>{card}: 이 카드를 뒷면으로 뒤집은 뒤 {target}를 뒷면으로 뒤집기</translation>
    </message>
    <message>
        <source>{card}: turn it facedown, then turn {target} faceup</source>
        <translation>{card}: 이 카드를 뒷면으로 뒤집은 뒤 {target}를 앞면으로 뒤집기</translation>
    </message>
    <message>
        <source>Put the bullet on {target}</source>
        <translation>{target}에 은 탄환 놓기</translation>
    </message>
    <message>
        <source>Put the amulet on {target}</source>
        <translation>{target}에 아뮬렛 토큰 놓기</translation>
    </message>
    <message>
        <source>Coin</source>
        <comment>the Silver Coin token</comment>
        <translation>은화</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>차례 마치기</translation>
    </message>
    <message>
        <source>{card}: turn it facedown and take an extra turn</source>
        <translation>{card}: 이 카드를 뒷면으로 뒤집고 추가 차례 진행</translation>
    </message>
    <message>
        <source>Turn over the top card of the deck</source>
        <translation>덱 맨 위 카드 뒤집기</translation>
    </message>
    <message>
        <source>Turn over {discard}</source>
        <translation>{discard} 뒤집기</translation>
    </message>
    <message>
        <source>Look at {card}</source>
        <translation>{card} 보기</translation>
    </message>
    <message>
        <source>Look at the facedown cards of {village}</source>
        <translation>{village}의 뒷면 카드 보기</translation>
    </message>
    <message>
        <source>Stop looking</source>
        <translation>그만 보기</translation>
    </message>
    <message>
        <source>Take {discard} into your village</source>
        <translation>{discard}를 내 마을로 가져오기</translation>
    </message>
    <message>
        <source>Use the ability of {discard}</source>
        <translation>{discard}의 능력 사용</translation>
    </message>
    <message>
        <source>Take nothing from the discard pile</source>
        <translation>버리는 더미에서 아무것도 가져오지 않기</translation>
    </message>
    <message>
        <source>Keep the {card} faceup and end your turn</source>
        <translation>{card} 카드를 앞면으로 둔 채 차례 마치기</translation>
    </message>
    <message>
        <source>Leave the card&apos;s ability unused</source>
        <translation>카드의 능력을 사용하지 않기</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>넘어가기</translation>
    </message>
    <message>
        <source>Put it in place of {card}</source>
        <translation>{card} 자리에 놓기</translation>
    </message>
    <message>
        <source>Swap {theirs} with {mine}</source>
        <translation>{theirs}와 {mine} 맞바꾸기</translation>
    </message>
    <message>
        <source>Replace {card} with the discard</source>
        <translation>{card}를 버려진 카드로 바꾸기</translation>
    </message>
    <message>
        <source>Put {card} under the discard pile</source>
        <translation>{card}를 버리는 더미 맨 아래에 넣기</translation>
    </message>
    <message>
        <source>Remove {card} from scoring</source>
        <translation>{card}를 없애 점수에서 빼기</translation>
    </message>
    <message>
        <source>Shuffle the facedown cards of {village}</source>
        <translation>{village}의 뒷면 카드 섞기</translation>
    </message>
    <message>
        <source>Use the ability of {card}</source>
        <translation>{card}의 능력 사용</translation>
    </message>
    <message>
        <source>Put it at the right end of {village}</source>
        <translation>{village}의 오른쪽 끝에 놓기</translation>
    </message>
    <message>
        <source>Put it at the left end of {village}</source>
        <translation>{village}의 왼쪽 끝에 놓기</translation>
    </message>
    <message>
        <source>The chosen cards move clockwise</source>
        <translation>고른 카드를 시계 방향으로 이동</translation>
    </message>
    <message>
        <source>The chosen cards move counter-clockwise</source>
        <translation>고른 카드를 시계 반대 방향으로 이동</translation>
    </message>
    <message>
        <source>Move {card}</source>
        <translation>{card} 옮기기</translation>
    </message>
    <message>
        <source>Swap {card}</source>
        <translation>{card} 맞바꾸기</translation>
    </message>
    <message>
        <source>Give no card away</source>
        <translation>아무 카드도 주지 않기</translation>
    </message>
    <message>
        <source>Remove no card</source>
        <translation>아무 카드도 없애지 않기</translation>
    </message>
    <message>
        <source>Do not look at the card</source>
        <translation>카드를 보지 않기</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>건너뛰기</translation>
    </message>
    <message>
        <source>Give {card} to {name}</source>
        <translation>{card}를 {name} 님에게 주기</translation>
    </message>
    <message>
        <source>Keep {card} for the next round</source>
        <translation>{card}를 다음 라운드까지 보관</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Hint</source>
        <translation>힌트</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>풀이 보기</translation>
    </message>
    <message>
        <source>Play the next step</source>
        <translation>다음 단계 두기</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>다시 도전</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>다음 퍼즐</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>모든 퍼즐</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>퍼즐</translation>
    </message>
    <message>
        <source>Puzzle: {title}</source>
        <translation>퍼즐: {title}</translation>
    </message>
    <message>
        <source>{solved} of {total} solved</source>
        <translation>{total}개 중 {solved}개 풀었음</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>퍼즐</translation>
    </message>
    <message>
        <source>Each puzzle is a short position that shows what one card or token can do. Reach its goal on the table; a hint and the solution are there if you need them.</source>
        <translation>퍼즐마다 카드나 토큰 하나로 무엇을 할 수 있는지 보여 주는 짧은 상황이 주어집니다. 테이블에서 목표를 이루어 보십시오. 막히면 힌트와 풀이를 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>카드</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>풀었음</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>시작(&amp;P)</translation>
    </message>
    <message>
        <source>{group} ({count})</source>
        <translation>{group} ({count})</translation>
    </message>
    <message>
        <source>Your game is kept: Game ▸ Continue brings it back.</source>
        <translation>하던 게임은 저장되어 있습니다. 게임 ▸ 지난 게임 이어하기로 돌아갈 수 있습니다.</translation>
    </message>
    <message>
        <source>The solved puzzle could not be remembered: {error}</source>
        <translation>푼 퍼즐을 기록하지 못했습니다: {error}</translation>
    </message>
    <message>
        <source>Goal reached: puzzle solved! ({count})</source>
        <translation>목표 달성: 퍼즐을 풀었습니다! ({count})</translation>
    </message>
    <message>
        <source>That was the solution, and the goal is reached. Press Try again to solve it yourself.</source>
        <translation>방금 것이 풀이이며 목표를 이루었습니다. 직접 풀어 보려면 다시 도전을 누르십시오.</translation>
    </message>
    <message>
        <source>Goal not reached: your turn ended before it was met. Press Try again.</source>
        <translation>목표를 이루지 못했습니다: 목표에 닿기 전에 차례가 끝났습니다. 다시 도전을 누르십시오.</translation>
    </message>
    <message>
        <source>Goal not reached: the round was scored before it was met. Press Try again.</source>
        <translation>목표를 이루지 못했습니다: 목표에 닿기 전에 라운드 점수가 계산되었습니다. 다시 도전을 누르십시오.</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>실버</translation>
    </message>
    <message>
        <source>Silver Bullet</source>
        <translation>실버 불릿</translation>
    </message>
    <message>
        <source>Silver Coin</source>
        <translation>실버 코인</translation>
    </message>
    <message>
        <source>Promo cards</source>
        <translation>프로모 카드</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <source>Amulet token</source>
        <translation>아뮬렛 토큰</translation>
    </message>
    <message>
        <source>Bullet token</source>
        <translation>은 탄환 토큰</translation>
    </message>
    <message>
        <source>Coin token</source>
        <translation>은화 토큰</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay</source>
        <translation>다시 보기</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>처음</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>이전 라운드</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>이전</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>다음</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>다음 라운드</translation>
    </message>
    <message>
        <source>End</source>
        <translation>끝</translation>
    </message>
    <message>
        <source>Review my game</source>
        <translation>내 게임 복기</translation>
    </message>
    <message>
        <source>Action {step} of {total} · round {round}</source>
        <translation>행동 {step}/{total} · {round}라운드</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>승리했습니다!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} 님의 승리입니다!</translation>
    </message>
    <message>
        <source>Tied with {names}: you hold the token and win the tie.</source>
        <translation>{names} 님과 동점입니다. 내가 토큰을 가지고 있어 동점 처리로 승리합니다.</translation>
    </message>
    <message>
        <source>Tied with {names}: {name} holds the token and wins the tie.</source>
        <translation>{names} 님과 동점입니다. {name} 님이 토큰을 가지고 있어 동점 처리로 승리합니다.</translation>
    </message>
    <message>
        <source>Tied with {names}: you sit first clockwise after the token&apos;s holder and win the tie.</source>
        <translation>{names} 님과 동점입니다. 토큰을 가진 플레이어부터 시계 방향으로 내가 가장 먼저 앉아 있어 동점 처리로 승리합니다.</translation>
    </message>
    <message>
        <source>Tied with {names}: {name} sits first clockwise after the token&apos;s holder and wins the tie.</source>
        <translation>{names} 님과 동점입니다. 토큰을 가진 플레이어부터 시계 방향으로 {name} 님이 가장 먼저 앉아 있어 동점 처리로 승리합니다.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the players in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>You called: lowest village, 0</source>
        <translation>내 결판 선언: 가장 낮은 마을, 0점</translation>
    </message>
    <message>
        <source>You called: not the lowest, +10</source>
        <translation>내 결판 선언: 가장 낮지 않음, +10점</translation>
    </message>
    <message>
        <source>{name} called: lowest village, 0</source>
        <translation>{name} 님 결판 선언: 가장 낮은 마을, 0점</translation>
    </message>
    <message>
        <source>{name} called: not the lowest, +10</source>
        <translation>{name} 님 결판 선언: 가장 낮지 않음, +10점</translation>
    </message>
    <message>
        <source>Both Villagers faceup</source>
        <translation>마을 주민 두 장 모두 앞면</translation>
    </message>
    <message>
        <source>The deck ran out</source>
        <translation>덱이 바닥남</translation>
    </message>
    <message>
        <source>{card} emptied the deck</source>
        <translation>{card}: 덱을 비움</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two facts in a table cell</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Results</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>다시 하기</translation>
    </message>
    <message>
        <source>New game...</source>
        <translation>새 게임...</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>다시 보기</translation>
    </message>
    <message>
        <source>Review my game</source>
        <translation>내 게임 복기</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>총점</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>순위표</translation>
    </message>
    <message>
        <source>Scores by round</source>
        <translation>라운드별 점수</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>라운드가 끝난 방식</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>{n}라운드</translation>
    </message>
    <message>
        <source>called for a vote</source>
        <translation>결판 선언</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>라운드별 누적 점수</translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}: {points}점</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>누적 점수</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message numerus="yes">
        <source>The lowest total: %n point(s).</source>
        <translation>
            <numerusform>가장 낮은 총점: %n점.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Looking at your decisions as you saw them...</source>
        <translation>그때 보던 그대로 내 결정을 살펴보는 중...</translation>
    </message>
    <message>
        <source>The review could not be finished.</source>
        <translation>복기를 끝내지 못했습니다.</translation>
    </message>
    <message>
        <source>Stopped early: no clearly better choice so far.</source>
        <translation>일찍 멈췄습니다. 지금까지 확실히 더 나은 선택은 없었습니다.</translation>
    </message>
    <message>
        <source>Stopped early. Moments found so far: {n}</source>
        <translation>일찍 멈췄습니다. 지금까지 찾은 순간: {n}</translation>
    </message>
    <message>
        <source>Review of your game</source>
        <translation>게임 복기</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Lifted, with an orange ring: what you did. Green ring: the better choice. The table shows only what you knew at that moment.</source>
        <translation>들어 올린 주황 테두리: 내가 한 선택. 초록 테두리: 더 나은 선택. 테이블에는 그 순간 내가 알던 것만 보입니다.</translation>
    </message>
    <message>
        <source>Marked moments</source>
        <translation>표시된 순간</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>복기 진행</translation>
    </message>
    <message>
        <source>You knew your {card} counts {value}, more than the {held} ({worth}) you held: exchanging it would have lowered your village.</source>
        <translation>내 {card}이(가) {value}점인 것을 알고 있었고, 손에 든 {held}({worth})보다 높았습니다. 그것을 교환했다면 마을 점수가 낮아졌을 것입니다.</translation>
    </message>
    <message>
        <source>Your {card} counts {value}, more than your {other} ({other_value}), which you replaced.</source>
        <translation>내 {card}은(는) {value}점으로, 내가 교환한 {other}({other_value})보다 높았습니다.</translation>
    </message>
    <message>
        <source>You knew your {card} counts {value}; the face-down card you replaced was worth only about {mean} on average (the average of the cards you had not seen).</source>
        <translation>내 {card}이(가) {value}점인 것을 알고 있었습니다. 교환한 뒷면 카드는 평균 약 {mean}점에 불과했습니다(보지 못한 카드들의 평균).</translation>
    </message>
    <message>
        <source>The cards you had not seen average about {mean}, more than the {held} ({worth}): a face-down card of yours was likely higher.</source>
        <translation>보지 못한 카드들의 평균은 약 {mean}점으로, {held}({worth})보다 높았습니다. 내 뒷면 카드가 더 높았을 가능성이 컸습니다.</translation>
    </message>
    <message>
        <source>Your {card} ({value}) was lower than the {held} ({worth}) you put in its place.</source>
        <translation>내 {card}({value})은(는) 그 자리에 넣은 {held}({worth})보다 낮았습니다.</translation>
    </message>
    <message>
        <source>The {held} counts {worth}, more than the cards you had not seen average (about {mean}): the face-down card you replaced was likely lower.</source>
        <translation>{held}은(는) {worth}점으로, 보지 못한 카드들의 평균(약 {mean}점)보다 높았습니다. 교환한 뒷면 카드가 더 낮았을 가능성이 컸습니다.</translation>
    </message>
    <message>
        <source>Using the {held}&apos;s ability was worth more here than what you did.</source>
        <translation>여기서는 {held}의 능력을 쓰는 편이 내가 한 선택보다 이득이었습니다.</translation>
    </message>
    <message>
        <source>Using the {held}&apos;s ability cost you more here than it gained.</source>
        <translation>여기서는 {held}의 능력을 쓴 것이 얻은 것보다 잃은 것이 많았습니다.</translation>
    </message>
    <message>
        <source>A set of equal cards would have taken more points out of your village.</source>
        <translation>같은 숫자 카드로 세트를 만들었다면 마을에서 더 많은 점수를 뺄 수 있었습니다.</translation>
    </message>
    <message>
        <source>From what you knew, your village already looked low enough: calling was expected to pay.</source>
        <translation>내가 알던 것으로 보면 내 마을은 이미 충분히 낮아 보였습니다. 결판 선언이 이득일 것으로 예상되었습니다.</translation>
    </message>
    <message>
        <source>With the cards you had not seen, another village often came out lower than yours: the call was likely to fail and cost you 10.</source>
        <translation>보지 못한 카드들을 고려하면 다른 마을이 내 마을보다 낮은 경우가 많았습니다. 결판 선언은 실패해 10점을 잃을 가능성이 컸습니다.</translation>
    </message>
    <message>
        <source>The {card} ({value}) on top of the discard pile was lower than an unknown draw (about {mean} on average).</source>
        <translation>버리는 더미 맨 위의 {card}({value})은(는) 모르는 카드를 뽑는 것(평균 약 {mean}점)보다 낮았습니다.</translation>
    </message>
    <message>
        <source>The {card} ({value}) in the draw area was lower than an unknown draw (about {mean} on average).</source>
        <translation>뽑기 구역의 {card}({value})은(는) 모르는 카드를 뽑는 것(평균 약 {mean}점)보다 낮았습니다.</translation>
    </message>
    <message>
        <source>Round {round} · turn {turn}</source>
        <translation>{round}라운드 · {turn}번째 차례</translation>
    </message>
    <message>
        <source>You: {what}</source>
        <translation>나: {what}</translation>
    </message>
    <message>
        <source>Better: {what}</source>
        <translation>더 나은 선택: {what}</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>In %n possible deal(s) of the cards you had not seen, the other choice came out ahead.</source>
        <translation>
            <numerusform>보지 못한 카드들의 가능한 배치 %n가지에서 다른 선택이 앞섰습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On average the better choice leaves you about %n point(s) better off against the others.</source>
        <translation>
            <numerusform>더 나은 선택은 평균적으로 다른 사람들에 비해 약 %n점 유리합니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of your %n decision(s) had a clearly better choice. Well played!</source>
        <translation>
            <numerusform>내 결정 %n개 중 확실히 더 나은 선택이 있었던 것은 없습니다. 잘했습니다!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moment(s) where another choice was clearly better:</source>
        <translation>
            <numerusform>다른 선택이 확실히 더 나았던 순간 %n개:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>{name} called for a vote and had the lowest village: they score 0.</source>
        <translation>{name} 님의 결판 선언이 성공했습니다. 마을 점수가 가장 낮아 0점을 받습니다.</translation>
    </message>
    <message>
        <source>{name} called for a vote but did not have the lowest village: 10 points added.</source>
        <translation>{name} 님의 결판 선언이 실패했습니다. 마을 점수가 가장 낮지 않아 10점이 더해집니다.</translation>
    </message>
    <message>
        <source>Both Villagers lay faceup in villages: the round ended at once.</source>
        <translation>마을 주민 두 장이 모두 마을에 앞면으로 놓여 라운드가 즉시 끝났습니다.</translation>
    </message>
    <message>
        <source>The deck ran out: the round ended.</source>
        <translation>덱이 바닥나 라운드가 끝났습니다.</translation>
    </message>
    <message>
        <source>The round ended.</source>
        <translation>라운드가 끝났습니다.</translation>
    </message>
    <message>
        <source>{card} counts as {n}</source>
        <translation>{card}의 값: {n}</translation>
    </message>
    <message>
        <source>{card}: the village is worth 0</source>
        <translation>{card}: 마을 점수 0</translation>
    </message>
    <message>
        <source>the card under the bullet does not count</source>
        <translation>은 탄환이 놓인 카드 제외</translation>
    </message>
    <message>
        <source>You called for a vote and had the lowest village: you score 0.</source>
        <translation>내 결판 선언이 성공했습니다. 마을 점수가 가장 낮아 0점을 받습니다.</translation>
    </message>
    <message>
        <source>You called for a vote but did not have the lowest village: 10 points added to yours.</source>
        <translation>내 결판 선언이 실패했습니다. 마을 점수가 가장 낮지 않아 10점이 더해집니다.</translation>
    </message>
    <message>
        <source>call succeeded: 0</source>
        <translation>결판 성공: 0</translation>
    </message>
    <message>
        <source>call failed: +10</source>
        <translation>결판 실패: +10</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>{n}라운드</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>마을</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>비고</translation>
    </message>
    <message>
        <source>Round score</source>
        <translation>라운드 점수</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>총점</translation>
    </message>
    <message>
        <source>Removed by a Hunter: {cards}</source>
        <translation>사냥꾼으로 없앤 카드: {cards}</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>결과 보기</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>다음 라운드</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Only what this deck needs</source>
        <translation>이 덱에 필요한 규칙만</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>목차</translation>
    </message>
    <message>
        <source>Rule text</source>
        <translation>규칙 본문</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <source>Total</source>
        <translation>총점</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>{round}라운드</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n point(s) in all.</source>
        <translation>
            <numerusform>{name}: 총점 %n점입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scored %n point(s) in round {round}.</source>
        <translation>
            <numerusform>{name}: {round}라운드에서 %n점을 받았습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatsModel</name>
    <message>
        <source>Player {number}</source>
        <translation>플레이어 {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>조작</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>카드</translation>
    </message>
    <message>
        <source>Faceup</source>
        <translation>앞면</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>{token} (active)</source>
        <translation>{token} (활성)</translation>
    </message>
    <message>
        <source>away</source>
        <translation>자리 비움</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>결정할 차례</translation>
    </message>
    <message>
        <source>called</source>
        <translation>결판 선언</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>승자</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>쉬운 봇</translation>
    </message>
    <message>
        <source>Medium bot</source>
        <translation>보통 봇</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>어려운 봇</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation>전문가 봇</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>무작위 봇</translation>
    </message>
    <message>
        <source>Script</source>
        <comment>a seat whose moves a puzzle or lesson sets</comment>
        <translation>정해진 수</translation>
    </message>
    <message>
        <source>{name} is played by the computer ({kind}, {style}): {description}</source>
        <translation>{name}: 컴퓨터가 플레이합니다 ({kind}, {style}). {description}</translation>
    </message>
    <message>
        <source>{name}: this is you.</source>
        <translation>{name}: 내 자리입니다.</translation>
    </message>
    <message>
        <source>You play this seat.</source>
        <translation>내가 직접 하는 자리입니다.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n card(s) in your village.</source>
        <translation>
            <numerusform>내 마을에 카드가 %n장 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of your village lie faceup.</source>
        <translation>
            <numerusform>내 마을의 카드 중 %n장이 앞면입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your total after %n round(s): {total}.</source>
        <translation>
            <numerusform>%n라운드까지 내 총점은 {total}점입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>You must decide now.</source>
        <translation>지금 내가 결정할 차례입니다.</translation>
    </message>
    <message>
        <source>You called for a vote this round.</source>
        <translation>이번 라운드에 내가 결판을 선언했습니다.</translation>
    </message>
    <message>
        <source>You won the game.</source>
        <translation>내가 게임에서 이겼습니다.</translation>
    </message>
    <message>
        <source>{name} is played by a person.</source>
        <translation>{name}: 사람이 플레이합니다.</translation>
    </message>
    <message>
        <source>{name} is played by the computer ({kind}).</source>
        <translation>{name}: 컴퓨터가 플레이합니다 ({kind}).</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n card(s) in their village.</source>
        <translation>
            <numerusform>{name}: 마을에 카드가 %n장 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of {name}&apos;s village lie faceup.</source>
        <translation>
            <numerusform>{name}: 마을의 카드 중 %n장이 앞면입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s total after %n round(s): {total}.</source>
        <translation>
            <numerusform>{name}: %n라운드까지의 총점은 {total}점입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is away — a bot plays for them when it is their turn.</source>
        <translation>{name}님은 자리를 비웠습니다 — 차례가 오면 봇이 대신 둡니다.</translation>
    </message>
    <message>
        <source>{name} must decide now.</source>
        <translation>{name}: 지금 결정해야 합니다.</translation>
    </message>
    <message>
        <source>{name} holds the {token} and may use its power this round.</source>
        <translation>{name} 님에게 {token}이(가) 있으며, 이번 라운드에 능력을 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>{name} holds the {token} without its power (it comes only with a successful call).</source>
        <translation>{name} 님에게 {token}이(가) 있지만 능력은 꺼져 있습니다(결판 선언에 성공해야 켜집니다).</translation>
    </message>
    <message>
        <source>{name} called for a vote this round.</source>
        <translation>{name}: 이번 라운드에 결판을 선언했습니다.</translation>
    </message>
    <message>
        <source>{name} won the game.</source>
        <translation>{name}: 게임에서 이겼습니다.</translation>
    </message>
    <message>
        <source>You hold the {token} and may use its power this round.</source>
        <translation>{token}을(를) 가지고 있으며, 이번 라운드에 능력을 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>You hold the {token} without its power (it comes only with a successful call).</source>
        <translation>{token}을(를) 가지고 있지만 능력은 꺼져 있습니다(결판 선언에 성공해야 켜집니다).</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off</source>
        <translation>끄기</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>느리게</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>작게</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>크게</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>고대비</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>시스템 설정과 같게</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>엄격</translation>
    </message>
    <message>
        <source>Anything can be taken back; the game is marked as practice.</source>
        <translation>무엇이든 되돌릴 수 있으며, 게임은 연습 게임으로 표시됩니다.</translation>
    </message>
    <message>
        <source>Take back only your own moves of this turn, until a card is revealed.</source>
        <translation>이번 차례의 내 행동만, 카드가 공개되기 전까지 되돌릴 수 있습니다.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>기본값 복원(&amp;R)</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>모양</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>테마(&amp;T):</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>카드 크기(&amp;Z):</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>애니메이션 속도(&amp;A):</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>플레이</translation>
    </message>
    <message>
        <source>&amp;Memory aid</source>
        <translation>기억 도우미(&amp;M)</translation>
    </message>
    <message>
        <source>Show the value of cards you have seen while they are facedown (off in the physical game).</source>
        <translation>본 적이 있는 카드가 뒷면으로 놓여 있을 때 그 값을 표시합니다 (실물 게임에는 없는 기능입니다).</translation>
    </message>
    <message>
        <source>Ask before calling for a &amp;vote</source>
        <translation>결판 선언 전에 확인(&amp;V)</translation>
    </message>
    <message>
        <source>Keep cards I look at face up until I &amp;continue</source>
        <translation>내가 본 카드를 계속할 때까지 앞면으로 두기(&amp;C)</translation>
    </message>
    <message>
        <source>Show the &amp;first-turn tutorial</source>
        <translation>첫 차례 안내 보기(&amp;F)</translation>
    </message>
    <message>
        <source>Default &amp;undo policy:</source>
        <translation>기본 실행 취소 방식(&amp;U):</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>소리</translation>
    </message>
    <message>
        <source>V&amp;olume:</source>
        <translation>음량(&amp;O):</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>음량</translation>
    </message>
    <message>
        <source>Mut&amp;e all sounds</source>
        <translation>모든 소리 끄기(&amp;E)</translation>
    </message>
    <message>
        <source>The same as View ▸ Sound effects (M)</source>
        <translation>보기 ▸ 효과음과 같습니다 (M)</translation>
    </message>
    <message>
        <source>Playing with friends</source>
        <translation>친구와 함께 플레이</translation>
    </message>
    <message>
        <source>asked when you first host or join</source>
        <translation>처음 호스트하거나 참가할 때 묻습니다</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds, after a number</comment>
        <translation>초</translation>
    </message>
    <message>
        <source>A&amp;way time:</source>
        <translation>자리 비움 시간(&amp;W):</translation>
    </message>
    <message>
        <source>When a friend is away from a game you host, a bot plays for them after this many seconds, until they come back.</source>
        <translation>내가 호스트하는 게임에서 친구가 자리를 비우면, 이 시간(초)이 지난 뒤 친구가 돌아올 때까지 봇이 대신 플레이합니다.</translation>
    </message>
    <message>
        <source>&amp;Port for games you host:</source>
        <translation>내가 여는 게임의 포트(&amp;P):</translation>
    </message>
    <message>
        <source>Friends connect to this port (8765 unless you forward another one on your router). If another program uses it, your game takes a free port and the lobby says which.</source>
        <translation>친구들은 이 포트로 접속합니다(공유기에서 다른 포트를 포워딩하지 않았다면 8765). 다른 프로그램이 이 포트를 쓰고 있으면 게임은 비어 있는 포트를 쓰고, 대기실에서 어느 포트인지 알려 줍니다.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Arrow keys</source>
        <translation>화살표 키</translation>
    </message>
    <message>
        <source>Move between the cards you may choose</source>
        <translation>고를 수 있는 카드 사이를 이동합니다</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter 또는 스페이스바</translation>
    </message>
    <message>
        <source>Choose the card in the focus ring</source>
        <translation>포커스 테두리가 있는 카드를 고릅니다</translation>
    </message>
    <message>
        <source>Z or +</source>
        <translation>Z 또는 +</translation>
    </message>
    <message>
        <source>Show the card in the focus ring large, with its whole ability</source>
        <translation>포커스 테두리가 있는 카드를 크게 보여 주고 능력 설명을 모두 표시합니다</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Try a puzzle with the card shown large</source>
        <translation>크게 보이는 카드로 퍼즐 풀어 보기</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Take back a half-made choice</source>
        <translation>하다 만 선택을 취소합니다</translation>
    </message>
    <message>
        <source>Alt+1 ... Alt+9</source>
        <translation>Alt+1 ... Alt+9</translation>
    </message>
    <message>
        <source>Press the buttons above the table</source>
        <translation>게임판 위쪽의 버튼을 누릅니다</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>단축키</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>기능</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Mixed decks</source>
        <translation>혼합 덱</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>판</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>게임 수</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>승리</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>승률</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>평균 점수</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>최고 기록</translation>
    </message>
    <message>
        <source>Calls won</source>
        <translation>결판 성공</translation>
    </message>
    <message>
        <source>Calls lost</source>
        <translation>결판 실패</translation>
    </message>
    <message>
        <source>The player&apos;s name, and who played it last</source>
        <translation>플레이어 이름과 마지막 플레이 방식(사람 또는 봇)</translation>
    </message>
    <message>
        <source>The edition the games were played with</source>
        <translation>게임에 사용한 판</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>끝까지 마친 게임 수</translation>
    </message>
    <message>
        <source>Games won (the lowest total; ties broken by the token)</source>
        <translation>이긴 게임 수 (총점이 가장 낮은 사람이 이기며, 동점이면 토큰으로 결정)</translation>
    </message>
    <message>
        <source>The share of games won</source>
        <translation>이긴 게임의 비율</translation>
    </message>
    <message>
        <source>The average game total (lower is better)</source>
        <translation>게임 총점의 평균 (낮을수록 좋음)</translation>
    </message>
    <message>
        <source>The lowest game total</source>
        <translation>가장 낮은 게임 총점</translation>
    </message>
    <message>
        <source>Calls for a vote with the lowest village (the caller scores 0)</source>
        <translation>마을 점수가 가장 낮을 때 한 결판 선언 (선언한 플레이어는 0점)</translation>
    </message>
    <message>
        <source>Calls for a vote without the lowest village (10 points added)</source>
        <translation>마을 점수가 가장 낮지 않을 때 한 결판 선언 (10점 추가)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2 games won</source>
        <translation>%2게임 중 %1게임 승리</translation>
    </message>
    <message>
        <source>All games together: %1 points in %2 games</source>
        <translation>전체: %2게임에서 %1점</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>No finished games yet. Results appear here after each game.</source>
        <translation>아직 끝난 게임이 없습니다. 게임이 끝날 때마다 결과가 여기에 나타납니다.</translation>
    </message>
    <message>
        <source>Every seat counts, bots included. Scores are penalty points: lower is better.</source>
        <translation>봇을 포함한 모든 자리를 집계합니다. 점수는 벌점이므로 낮을수록 좋습니다.</translation>
    </message>
    <message>
        <source>The statistics were reset, but could not be saved.</source>
        <translation>통계를 초기화했지만 저장하지 못했습니다.</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>통계 초기화(&amp;R)…</translation>
    </message>
    <message>
        <source>Statistics per player and edition</source>
        <translation>플레이어별, 판별 통계</translation>
    </message>
    <message>
        <source>Practice games are not counted here: those played with practice undo, opened from a file changed outside the app or saved elsewhere, or whose replay was watched before the end.</source>
        <translation>연습 게임은 여기에 세지 않습니다. 연습 실행 취소로 한 게임, 앱 밖에서 바뀌었거나 다른 곳에서 저장된 파일로 연 게임, 끝나기 전에 다시 보기를 본 게임이 연습 게임입니다.</translation>
    </message>
    <message>
        <source>The saved statistics could not be read. They were kept as %1; counting starts again.</source>
        <translation>저장된 통계를 읽을 수 없습니다. 기존 통계는 %1 파일로 보관했으며, 집계를 처음부터 다시 시작합니다.</translation>
    </message>
    <message>
        <source>The saved statistics could not be read; new results will not be saved over them.</source>
        <translation>저장된 통계를 읽을 수 없습니다. 새 결과로 기존 통계를 덮어쓰지 않습니다.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>통계 초기화</translation>
    </message>
    <message>
        <source>Forget the results of every player? This cannot be undone.</source>
        <translation>모든 플레이어의 결과를 지우시겠습니까? 이 작업은 되돌릴 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>{name}: {what}</source>
        <comment>whose move a caption tells</comment>
        <translation>{name}: {what}</translation>
    </message>
    <message>
        <source>You called for a vote: every other player has one final turn.</source>
        <translation>결판을 선언했습니다. 다른 플레이어는 모두 마지막 차례를 한 번씩 합니다.</translation>
    </message>
    <message>
        <source>{name} called for a vote: every other player has one final turn.</source>
        <translation>{name} 님이 결판을 선언했습니다. 다른 플레이어는 모두 마지막 차례를 한 번씩 합니다.</translation>
    </message>
    <message>
        <source>Your final turn: you may not call.</source>
        <translation>내 마지막 차례입니다. 결판을 선언할 수 없습니다.</translation>
    </message>
    <message>
        <source>Final turn: {name}.</source>
        <translation>마지막 차례: {name} 님.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>{name}  ·  {score}</source>
        <comment>a seat&apos;s name and its score on the table</comment>
        <translation>{name}  ·  {score}</translation>
    </message>
    <message>
        <source>{label}  →  {score}</source>
        <comment>a seat&apos;s village value, then its round score; the arrow points the reading way</comment>
        <translation>{label}  →  {score}</translation>
    </message>
    <message>
        <source>{where}: {card} ({number}). {ability}</source>
        <translation>{where}: {card} ({number}). {ability}</translation>
    </message>
    <message>
        <source>{where}: facedown; you saw that it is a {number}.</source>
        <translation>{where}: 뒷면. 본 적이 있는 카드이며 숫자는 {number}입니다.</translation>
    </message>
    <message>
        <source>{where}: facedown.</source>
        <translation>{where}: 뒷면.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>{rounds}라운드 중 {round}라운드</translation>
    </message>
    <message>
        <source>{what} (×{count})</source>
        <comment>a move told once for several alike in a row</comment>
        <translation>{what} ({count}번)</translation>
    </message>
</context>
<context>
    <name>Token</name>
    <message>
        <source>You hold the {token}.</source>
        <translation>내가 {token}을(를) 가지고 있습니다.</translation>
    </message>
    <message>
        <source>{name} holds the {token}.</source>
        <translation>{name} 님이 {token}을(를) 가지고 있습니다.</translation>
    </message>
    <message>
        <source>Its holder plays first in a round, and wins a tie at the end of the game.</source>
        <translation>가진 사람이 라운드를 먼저 시작하고, 게임이 끝날 때 동점이면 이깁니다.</translation>
    </message>
    <message>
        <source>Its power is on: once this round, on one of their turns, the holder may lay it on a card of their own village. Until the round ends no one may look at, move or swap that card; it still scores.</source>
        <translation>능력이 켜져 있습니다. 이번 라운드에 한 번, 자기 차례에 자기 마을의 카드 한 장 위에 놓을 수 있습니다. 라운드가 끝날 때까지 아무도 그 카드를 보거나 옮기거나 바꿀 수 없으며, 그 카드의 점수는 그대로 계산됩니다.</translation>
    </message>
    <message>
        <source>Its power is on: once this round, on one of their turns, the holder may lay it on a card of their own village. Until the round ends no one may look at, move or swap that card; it scores nothing, its ability is off, and it is left out when counting the 4 cards or fewer needed to call.</source>
        <translation>능력이 켜져 있습니다. 이번 라운드에 한 번, 자기 차례에 자기 마을의 카드 한 장 위에 놓을 수 있습니다. 라운드가 끝날 때까지 아무도 그 카드를 보거나 옮기거나 바꿀 수 없습니다. 그 카드는 0점이 되고 능력도 꺼지며, 결판 선언에 필요한 &apos;카드 4장 이하&apos;를 셀 때 빠집니다.</translation>
    </message>
    <message>
        <source>Its power is on: once this round, on one of their turns, the holder may turn it to tails to turn over any one card of any village.</source>
        <translation>능력이 켜져 있습니다. 이번 라운드에 한 번, 자기 차례에 은화를 뒷면으로 돌리고 어느 마을에서든 카드 한 장을 뒤집을 수 있습니다.</translation>
    </message>
    <message>
        <source>It lies on a card of the holder&apos;s village until the round ends.</source>
        <translation>라운드가 끝날 때까지 가진 사람의 마을 카드 위에 놓여 있습니다.</translation>
    </message>
    <message>
        <source>It has no power this round.</source>
        <translation>이번 라운드에는 능력이 없습니다.</translation>
    </message>
    <message>
        <source>When the round ends it goes to the player with the lowest round score; a caller whose vote succeeds takes it with its power on.</source>
        <translation>라운드가 끝나면 라운드 점수가 가장 낮은 플레이어에게 갑니다. 결판 선언에 성공한 사람은 능력이 켜진 채로 가져갑니다.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>&lt;b&gt;Your turn: three ways to play.&lt;/b&gt;&lt;br&gt;&lt;b&gt;Draw&lt;/b&gt; the top card of the deck: exchange it for one of your cards (or a set of matching cards), or discard it, or discard it to use its ability.&lt;br&gt;&lt;b&gt;Take&lt;/b&gt; the top card of the discard pile and exchange it into your village.&lt;br&gt;&lt;b&gt;Call for a vote&lt;/b&gt; when you think your village is the lowest: everyone else plays one more turn, then the round is scored. Low scores win.</source>
        <translation>&lt;b&gt;내 차례: 할 수 있는 행동은 세 가지입니다.&lt;/b&gt;&lt;br&gt;덱 맨 위 카드를 &lt;b&gt;뽑습니다&lt;/b&gt;. 뽑은 카드를 내 카드 한 장(또는 숫자가 같은 카드 세트)과 교환하거나, 버리거나, 버리면서 그 능력을 사용합니다.&lt;br&gt;버리는 더미 맨 위 카드를 &lt;b&gt;가져와&lt;/b&gt; 내 마을의 카드와 교환합니다.&lt;br&gt;내 마을 점수가 가장 낮다고 생각되면 &lt;b&gt;결판을 선언&lt;/b&gt;합니다. 다른 모든 플레이어가 한 차례씩 더 진행한 뒤 라운드 점수를 계산합니다. 점수가 낮을수록 이깁니다.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>알겠습니다</translation>
    </message>
    <message>
        <source>It will not show again. Settings can turn the first-turn tutorial back on.</source>
        <translation>다시 표시되지 않습니다. 설정에서 첫 차례 안내를 다시 켤 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Silver Desktop</source>
        <translation>실버 데스크톱</translation>
    </message>
    <message>
        <source>Keep your village low: swap, peek and use the villagers&apos; powers, and call for a vote when you think you are lowest.</source>
        <translation>마을 점수를 낮게 유지하십시오. 카드를 교환하고, 몰래 보고, 마을 사람들의 능력을 사용하다가, 내 마을 점수가 가장 낮다고 생각되면 결판을 선언하십시오.</translation>
    </message>
    <message>
        <source>&amp;Quick game</source>
        <translation>빠른 게임(&amp;Q)</translation>
    </message>
    <message>
        <source>You against three Medium bots, with the Silver deck</source>
        <translation>실버 덱으로 보통 봇 셋과 겨룹니다</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>새 게임(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>플레이 배우기(&amp;L)</translation>
    </message>
    <message>
        <source>A short guided game that shows you each move: Silver, Silver Bullet, Silver Coin</source>
        <translation>동작을 하나씩 보여 주는 짧은 안내 게임: 실버, 실버 불릿, 실버 코인</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>지난 게임 이어하기(&amp;C)</translation>
    </message>
    <message>
        <source>Play with &amp;friends</source>
        <translation>친구와 플레이(&amp;F)</translation>
    </message>
    <message>
        <source>Play together, each on their own computer: invite friends, or join their game</source>
        <translation>각자의 컴퓨터에서 함께 플레이합니다. 친구를 초대하거나 친구의 게임에 참가하세요</translation>
    </message>
    <message>
        <source>&amp;Invite friends...</source>
        <translation>친구 초대(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Join a game...</source>
        <translation>게임 참가(&amp;J)...</translation>
    </message>
</context>
</TS>
