<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GameLog</name>
    <message numerus="yes">
        <source>You revealed %n card(s) of your village: success.</source>
        <translation>
            <numerusform>You revealed %n card of your village: success.</numerusform>
            <numerusform>You revealed %n cards of your village: success.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} revealed %n card(s) of their village: success.</source>
        <translation>
            <numerusform>{name} revealed %n card of their village: success.</numerusform>
            <numerusform>{name} revealed %n cards of their village: success.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You revealed %n card(s) of your village: no success; they go back facedown.</source>
        <translation>
            <numerusform>You revealed %n card of your village: no success; they go back facedown.</numerusform>
            <numerusform>You revealed %n cards of your village: no success; they go back facedown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} revealed %n card(s) of their village: no success; they go back facedown.</source>
        <translation>
            <numerusform>{name} revealed %n card of their village: no success; they go back facedown.</numerusform>
            <numerusform>{name} revealed %n cards of their village: no success; they go back facedown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: you win the tie-break with %n point(s).</source>
        <translation>
            <numerusform>Game over: you win the tie-break with %n point.</numerusform>
            <numerusform>Game over: you win the tie-break with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins the tie-break with %n point(s).</source>
        <translation>
            <numerusform>Game over: {name} wins the tie-break with %n point.</numerusform>
            <numerusform>Game over: {name} wins the tie-break with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: you win with %n point(s).</source>
        <translation>
            <numerusform>Game over: you win with %n point.</numerusform>
            <numerusform>Game over: you win with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n point(s).</source>
        <translation>
            <numerusform>Game over: {name} wins with %n point.</numerusform>
            <numerusform>Game over: {name} wins with %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetWords</name>
    <message numerus="yes">
        <source>While you were away, %n move(s) were played:</source>
        <translation>
            <numerusform>While you were away, %n move was played:</numerusform>
            <numerusform>While you were away, %n moves were played:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(the oldest %n of them are not shown here)</source>
        <translation>
            <numerusform>(the oldest of them is not shown here)</numerusform>
            <numerusform>(the oldest %n of them are not shown here)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message numerus="yes">
        <source>The lowest total: %n point(s).</source>
        <translation>
            <numerusform>The lowest total: %n point.</numerusform>
            <numerusform>The lowest total: %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <source>In %n possible deal(s) of the cards you had not seen, the other choice came out ahead.</source>
        <translation>
            <numerusform>In %n possible deal of the cards you had not seen, the other choice came out ahead.</numerusform>
            <numerusform>In %n possible deals of the cards you had not seen, the other choice came out ahead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On average the better choice leaves you about %n point(s) better off against the others.</source>
        <translation>
            <numerusform>On average the better choice leaves you about %n point better off against the others.</numerusform>
            <numerusform>On average the better choice leaves you about %n points better off against the others.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of your %n decision(s) had a clearly better choice. Well played!</source>
        <translation>
            <numerusform>None of your %n decision had a clearly better choice. Well played!</numerusform>
            <numerusform>None of your %n decisions had a clearly better choice. Well played!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moment(s) where another choice was clearly better:</source>
        <translation>
            <numerusform>%n moment where another choice was clearly better:</numerusform>
            <numerusform>%n moments where another choice was clearly better:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message numerus="yes">
        <source>{name}: %n point(s) in all.</source>
        <translation>
            <numerusform>{name}: %n point in all.</numerusform>
            <numerusform>{name}: %n points in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scored %n point(s) in round {round}.</source>
        <translation>
            <numerusform>{name} scored %n point in round {round}.</numerusform>
            <numerusform>{name} scored %n points in round {round}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatsModel</name>
    <message numerus="yes">
        <source>{name} has %n card(s) in their village.</source>
        <translation>
            <numerusform>{name} has %n card in their village.</numerusform>
            <numerusform>{name} has %n cards in their village.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of {name}&apos;s village lie faceup.</source>
        <translation>
            <numerusform>%n card of {name}&apos;s village lies faceup.</numerusform>
            <numerusform>%n cards of {name}&apos;s village lie faceup.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s total after %n round(s): {total}.</source>
        <translation>
            <numerusform>{name}&apos;s total after %n round: {total}.</numerusform>
            <numerusform>{name}&apos;s total after %n rounds: {total}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card(s) in your village.</source>
        <translation>
            <numerusform>You have %n card in your village.</numerusform>
            <numerusform>You have %n cards in your village.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of your village lie faceup.</source>
        <translation>
            <numerusform>%n card of your village lies faceup.</numerusform>
            <numerusform>%n cards of your village lie faceup.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your total after %n round(s): {total}.</source>
        <translation>
            <numerusform>Your total after %n round: {total}.</numerusform>
            <numerusform>Your total after %n rounds: {total}.</numerusform>
        </translation>
    </message>
</context>
</TS>
